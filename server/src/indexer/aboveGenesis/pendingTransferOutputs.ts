import { bitcoin, trackInscriptions, type OpiPendingTransfer } from '@ordmarket/protocol';
import type { ChainSource } from '../../chain/ChainSource';
import { ChainResponseError } from '../../chain/esplora/chainHttpErrors';
import type { OrdClient } from '../../chain/ord/OrdClient';
import type { OrdInscription } from '../../chain/ord/ordSchemas';
import { inBatches } from './inBatches';

/** A pending transfer inscription where it sat after the block below the start. */
export interface PendingTransferOutput {
  readonly transfer: OpiPendingTransfer;
  readonly inscription: OrdInscription;
  readonly txid: string;
  readonly vout: number;
  readonly offset: bigint;
  readonly value: bigint;
}

/**
 * Where each transfer inscription pending at the start sits, so the index sees its first move. Pending means it
 * never moved: it is still in the output its reveal put it in. ord says where it is now, which is that output
 * unless ord has already read a later block that moved it; then its reveal is read from the chain and the
 * inscription followed into that output as ord would.
 */
export async function pendingTransferOutputs(
  pending: readonly OpiPendingTransfer[],
  ord: OrdClient,
  chain: ChainSource,
): Promise<PendingTransferOutput[]> {
  return inBatches(pending, async (transfer) => {
    const id = transfer.inscriptionId;
    const inscription = await ord.inscription(id);
    if (inscription === undefined)
      throw new ChainResponseError(`ord does not know the BRC-20 transfer inscription ${id}`);
    const { satpoint } = inscription;
    if (satpoint.txid === id.slice(0, 64) && inscription.value !== undefined) {
      return { transfer, inscription, ...satpoint, value: BigInt(inscription.value) };
    }
    return { transfer, inscription, ...(await revealOutput(id, chain)) };
  });
}

/** The output the reveal of inscription `id` put it in, by ord's sat tracking of that one transaction. */
async function revealOutput(id: string, chain: ChainSource) {
  const txid = id.slice(0, 64);
  const [hex, spent] = await Promise.all([chain.transactionHex(txid), chain.transaction(txid)]);
  if (hex === undefined || spent === undefined)
    throw new ChainResponseError(`the chain does not know the reveal of ${id}`);
  const inputValues = spent.vin.map((input) => BigInt(input.prevout?.value ?? 0));
  // The reveal alone, behind an empty coinbase: a pending transfer landed in one of the reveal's own outputs (OPI
  // ignores one revealed into the fee), so the coinbase that would settle fee sats is never needed.
  const tracked = await trackInscriptions(
    {
      transactions: [
        { txid: '', tx: new bitcoin.Transaction() },
        { txid, tx: bitcoin.Transaction.fromHex(hex) },
      ],
    },
    {
      subsidy: 0n,
      inscribedAt: new Map(),
      prevouts: { inputValues: () => Promise.resolve(inputValues), fee: () => Promise.resolve(BigInt(spent.fee)) },
    },
  );
  const placement = tracked.births.find((birth) => birth.id === id && !birth.toFee)?.placement;
  if (placement === undefined || placement === null) {
    throw new ChainResponseError(`the reveal of ${id} puts it in none of its outputs`);
  }
  return { txid, vout: placement.satpoint.vout, offset: placement.satpoint.offset, value: placement.value };
}
