import { bytesToHex } from '../../bytes';
import type { InscriptionPlacement, TrackedBlock } from '../../inscriptions/trackInscriptions';
import type { OrdTransfer, OrdTransferBlock } from './OrdTransfer';

const utf8 = new TextEncoder();

function pkscriptOf(placement: InscriptionPlacement): string {
  return placement.script === null ? '' : bytesToHex(placement.script);
}

/**
 * A tracked block as OPI's ord fork hands it to the BRC-20 indexer: every bound birth and every move, in the
 * order OPI's ord fork numbers them: transaction by transaction, by sat offset within one, and what a transaction
 * pays as fee right after what it puts in its outputs (OPI numbers it when it leaves, not when the coinbase lands it).
 * Unbound inscriptions sit on no sat and never arrive.
 */
export function ordTransferBlock(height: number, tracked: TrackedBlock): OrdTransferBlock {
  const landed: Array<{ readonly landing: number; readonly transfer: OrdTransfer }> = [];
  for (const birth of tracked.births) {
    if (birth.placement === null || birth.landing === null) continue;
    const { inscription } = birth;
    landed.push({
      landing: birth.landing,
      transfer: {
        kind: 'birth',
        inscriptionId: birth.id,
        newPkscript: pkscriptOf(birth.placement),
        sentAsFee: birth.toFee,
        contentType: inscription.contentType === null ? null : utf8.encode(inscription.contentType),
        content: inscription.body ?? new Uint8Array(),
        parentId: inscription.parents[0] ?? null,
        cursedForBrc20: birth.curse !== null,
      },
    });
  }
  for (const move of tracked.moves) {
    const { from } = move;
    landed.push({
      landing: move.landing,
      transfer: {
        kind: 'move',
        inscriptionId: move.id,
        newPkscript: pkscriptOf(move.placement),
        sentAsFee: move.toFee,
        oldSatpoint: `${from.txid}:${from.vout}:${from.offset}`,
      },
    });
  }
  landed.sort((a, b) => a.landing - b.landing);
  return { height, transfers: landed.map(({ transfer }) => transfer) };
}
