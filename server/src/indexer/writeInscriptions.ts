import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  activity,
  brc20TransferInscriptions,
  collectionItems,
  inscriptionAttributes,
  inscriptionContents,
  inscriptions,
} from '../db/schema';
import type { PreviousLocation } from './BlockUndo';
import type { ChainBlock } from './fetchBlock';
import type { ResolvedOwners } from './resolveOwners';
import type { InscriptionLocation } from './satpoint';
import { moveKey, type ListingSettlement } from './settleListings';
import type { TrackedBlock } from './trackInscriptions';

export interface WrittenInscriptions {
  readonly births: string[];
  readonly moves: PreviousLocation[];
  readonly activityIds: number[];
}

const batch = 500;

async function insertInBatches<T>(rows: readonly T[], insert: (rows: T[]) => Promise<unknown>): Promise<void> {
  for (let at = 0; at < rows.length; at += batch) await insert(rows.slice(at, at + batch));
}

/**
 * Writes the block's inscriptions: contents of every envelope, rows (with their collection item, if declared)
 * for the bound ones, new locations of the moved ones, and 'mint', 'transfer' or 'sale' activity in block order.
 */
export async function writeInscriptions(
  db: Database,
  block: ChainBlock,
  tracked: TrackedBlock,
  owners: ResolvedOwners,
  before: ReadonlyMap<string, InscriptionLocation>,
  settlement: ListingSettlement,
  collections: ReadonlyMap<string, string | null>,
): Promise<WrittenInscriptions> {
  const time = new Date(block.time * 1000);
  const txidAt = (txIndex: number) => block.transactions[txIndex]?.txid ?? null;
  await insertInBatches(tracked.births, (births) =>
    db.insert(inscriptionContents).values(
      births.map(({ id, inscription, curse, placement }) => ({
        inscriptionId: id,
        contentType: inscription.contentType,
        body: inscription.body,
        contentEncoding: inscription.contentEncoding,
        height: block.height,
        cursed: curse !== null,
        unbound: placement === null,
        delegate: inscription.delegate,
        parents: [...inscription.parents],
      })),
    ),
  );

  const bound = tracked.births.filter((birth) => birth.placement !== null);
  const items = new Map<string, typeof collectionItems.$inferSelect>();
  for (let at = 0; at < bound.length; at += batch) {
    const ids = bound.slice(at, at + batch).map(({ id }) => id);
    for (const item of await db.select().from(collectionItems).where(inArray(collectionItems.inscriptionId, ids))) {
      items.set(item.inscriptionId, item);
    }
  }
  await insertInBatches(bound, (births) =>
    db.insert(inscriptions).values(
      births.map(({ id, inscription }) => {
        const genesis = owners.finalLocation.get(id);
        const first = owners.firstOwner.get(id) ?? '';
        const item = items.get(id);
        return {
          inscriptionId: id,
          number: owners.numbers.get(id) ?? 0,
          collectionId: item?.collectionId ?? null,
          name: item?.name ?? '',
          contentType: inscription.contentType ?? '',
          contentLength: inscription.body?.length ?? 0,
          ownerAddress: first,
          txid: genesis?.txid ?? '',
          vout: genesis?.vout ?? 0,
          offset: genesis?.offset ?? 0n,
          value: genesis?.value ?? 0n,
          genesisHeight: block.height,
          genesisTime: time,
        };
      }),
    ),
  );
  const attributes = [...items.values()].flatMap((item) =>
    // A trait listed twice keeps its first value: the attributes' key is (inscription, trait).
    [...new Map(item.attributes.map((a) => [a.trait_type, a.value])).entries()].map(([traitType, value]) => ({
      inscriptionId: item.inscriptionId,
      traitType,
      value,
    })),
  );
  await insertInBatches(attributes, (rows) => db.insert(inscriptionAttributes).values(rows));

  const born = new Set(tracked.births.map(({ id }) => id));
  const moved = new Set(tracked.moves.map(({ id }) => id));
  const previous: PreviousLocation[] = [];
  for (const id of moved) {
    const old = before.get(id);
    // Inscriptions born in this block vanish on undo; the others go back to where the block found them.
    if (!born.has(id) && old !== undefined) {
      previous.push({
        id,
        txid: old.txid,
        vout: old.vout,
        offset: old.offset.toString(),
        value: old.value.toString(),
        owner: old.owner,
      });
    }
  }
  for (const id of moved) {
    const location = owners.finalLocation.get(id);
    if (location === undefined) continue;
    const { txid, vout, offset, value, owner } = location;
    await db
      .update(inscriptions)
      .set({ txid, vout, offset, value, ownerAddress: owner })
      .where(eq(inscriptions.inscriptionId, id));
    await db
      .update(brc20TransferInscriptions)
      .set({ ownerAddress: owner, output: `${txid}:${vout}`, outputValue: value, outputOffset: offset })
      .where(eq(brc20TransferInscriptions.inscriptionId, id));
  }

  const collectionOf = (id: string) => items.get(id)?.collectionId ?? null;
  const rows = [
    ...bound.map((birth) => ({
      txIndex: birth.txIndex,
      row: {
        kind: 'mint' as const,
        inscriptionId: birth.id,
        collectionId: collectionOf(birth.id),
        toAddress: owners.firstOwner.get(birth.id) ?? '',
        txid: txidAt(birth.txIndex),
        height: block.height,
        occurredAt: time,
      },
    })),
    ...tracked.moves.map((move) => {
      const sale = settlement.sales.get(moveKey(move));
      return {
        txIndex: move.txIndex,
        row: {
          kind: sale === undefined ? ('transfer' as const) : ('sale' as const),
          inscriptionId: move.id,
          collectionId: collections.get(move.id) ?? collectionOf(move.id),
          fromAddress: sale?.seller ?? owners.previousOwner.get(moveKey(move)) ?? '',
          toAddress: owners.moveOwner.get(moveKey(move)) ?? '',
          priceSats: sale?.price ?? null,
          txid: txidAt(move.txIndex),
          height: block.height,
          occurredAt: time,
        },
      };
    }),
  ]
    .sort((a, b) => a.txIndex - b.txIndex)
    .map(({ row }) => row);
  const activityIds: number[] = [];
  await insertInBatches(rows, async (chunk) => {
    const inserted = await db.insert(activity).values(chunk).returning({ id: activity.id });
    activityIds.push(...inserted.map(({ id }) => id));
  });
  return { births: [...born], moves: previous, activityIds };
}
