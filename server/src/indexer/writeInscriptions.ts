import { inArray } from 'drizzle-orm';
import type { TrackedBlock } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { collectionItems } from '../db/schema';
import type { PreviousLocation } from './BlockUndo';
import type { ChainBlock } from '../chain/blocks/blockRun';
import type { ResolvedOwners } from './resolveOwners';
import { moveInscription, type RunWrites } from './runWrites';
import type { InscriptionLocation } from './inscriptionLocation';
import { moveKey, type ListingSettlement } from './settleListings';
import { storableText } from './storableText';

export interface WrittenInscriptions {
  readonly births: string[];
  readonly moves: PreviousLocation[];
}

export type CollectionItem = typeof collectionItems.$inferSelect;

/** Bind parameters per query stay well under PostgreSQL's 65,535. */
const idsPerQuery = 5_000;

/** The collection items declared for `ids` (the bound inscriptions a run reveals), by inscription id. */
export async function loadCollectionItems(db: Database, ids: readonly string[]): Promise<Map<string, CollectionItem>> {
  const items = new Map<string, CollectionItem>();
  for (let at = 0; at < ids.length; at += idsPerQuery) {
    const chunk = ids.slice(at, at + idsPerQuery);
    for (const item of await db.select().from(collectionItems).where(inArray(collectionItems.inscriptionId, chunk))) {
      items.set(item.inscriptionId, item);
    }
  }
  return items;
}

/**
 * Plans the block's inscription rows into `writes`: contents of every envelope, rows (with their collection
 * item, if declared) for the bound ones, new locations of the moved ones, and 'mint', 'transfer', 'sale' or
 * 'replaced' activity in block order. Answers what the block's undo needs: its births and the locations it overwrote.
 */
export function writeInscriptions(
  writes: RunWrites,
  block: ChainBlock,
  tracked: TrackedBlock,
  owners: ResolvedOwners,
  before: ReadonlyMap<string, InscriptionLocation>,
  settlement: ListingSettlement,
  collections: ReadonlyMap<string, string | null>,
  items: ReadonlyMap<string, CollectionItem>,
): WrittenInscriptions {
  const time = new Date(block.time * 1000);
  const txidAt = (txIndex: number) => block.transactions[txIndex]?.txid ?? null;
  for (const { id, inscription, curse, placement } of tracked.births) {
    writes.contents.push({
      inscriptionId: id,
      contentType: storableText(inscription.contentType),
      body: inscription.body,
      contentEncoding: storableText(inscription.contentEncoding),
      height: block.height,
      cursed: curse !== null,
      unbound: placement === null,
      delegate: inscription.delegate,
      parents: [...inscription.parents],
    });
  }

  const bound = tracked.births.filter((birth) => birth.placement !== null);
  for (const { id, inscription } of bound) {
    const genesis = owners.finalLocation.get(id);
    const item = items.get(id);
    writes.inscriptions.set(id, {
      inscriptionId: id,
      number: owners.numbers.get(id) ?? 0,
      collectionId: item?.collectionId ?? null,
      name: item?.name ?? '',
      contentType: storableText(inscription.contentType ?? ''),
      contentLength: inscription.body?.length ?? 0,
      ownerAddress: owners.firstOwner.get(id) ?? '',
      txid: genesis?.txid ?? '',
      vout: genesis?.vout ?? 0,
      offset: genesis?.offset ?? 0n,
      value: genesis?.value ?? 0n,
      genesisHeight: block.height,
      genesisTime: time,
    });
    if (item === undefined) continue;
    // A trait listed twice keeps its first value: the attributes' key is (inscription, trait).
    for (const [traitType, value] of new Map(item.attributes.map((a) => [a.trait_type, a.value]))) {
      writes.attributes.push({ inscriptionId: id, collectionId: item.collectionId, traitType, value });
    }
  }

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
    if (location !== undefined) moveInscription(writes, id, location);
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
      const key = moveKey(move);
      const sale = settlement.sales.get(key);
      const replacement = settlement.replacements.get(key);
      const kind =
        sale !== undefined
          ? ('sale' as const)
          : replacement !== undefined
            ? ('replaced' as const)
            : ('transfer' as const);
      return {
        txIndex: move.txIndex,
        row: {
          kind,
          inscriptionId: move.id,
          collectionId: collections.get(move.id) ?? collectionOf(move.id),
          fromAddress: (sale ?? replacement)?.seller ?? owners.previousOwner.get(key) ?? '',
          toAddress: owners.moveOwner.get(key) ?? '',
          priceSats: sale?.price ?? replacement?.price ?? null,
          txid: txidAt(move.txIndex),
          height: block.height,
          replacedBuyer: replacement?.buyer ?? null,
          occurredAt: time,
        },
      };
    }),
  ]
    .sort((a, b) => a.txIndex - b.txIndex)
    .map(({ row }) => row);
  writes.activity.push(...rows);
  return { births: [...born], moves: previous };
}
