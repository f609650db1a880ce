import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { collectionItems, collections, inscriptionAttributes, inscriptions } from '../../db/schema';
import type { CatalogCollection } from './catalogSchema';

/** Rows per statement: a few columns each, well under PostgreSQL's parameter limit. */
const chunkSize = 2000;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += chunkSize) out.push(rows.slice(at, at + chunkSize));
  return out;
}

/**
 * Writes an operator's curated catalog in one transaction: each collection's details, and which collection, name and
 * traits each of its inscriptions has. Loading the same catalog again changes nothing; a later one updates what it
 * names and leaves the rest. The indexer copies an item's collection when it first sees the inscription; items whose
 * inscriptions are indexed already get theirs here.
 */
export async function importCatalog(
  database: Database,
  catalog: readonly CatalogCollection[],
): Promise<{ collections: number; items: number }> {
  const items = catalog.flatMap((entry) =>
    entry.items.map((item) => ({
      inscriptionId: item.inscription_id,
      collectionId: entry.id,
      name: item.name,
      attributes: item.attributes,
    })),
  );
  await database.transaction(async (tx) => {
    for (const entry of catalog) {
      const details = {
        name: entry.name,
        description: entry.description,
        coverUrl: entry.cover_url,
        twitterUrl: entry.twitter_url,
        discordUrl: entry.discord_url,
        websiteUrl: entry.website_url,
        supply: entry.supply,
        creatorAddress: entry.creator_address ?? null,
        royaltyFeeBps: entry.royalty_bps,
        royaltyAddress: entry.royalty_address ?? null,
      };
      await tx
        .insert(collections)
        .values({ id: entry.id, ...details })
        .onConflictDoUpdate({ target: collections.id, set: details });
    }
    for (const rows of chunks(items)) {
      await tx
        .insert(collectionItems)
        .values(rows)
        .onConflictDoUpdate({
          target: collectionItems.inscriptionId,
          set: {
            collectionId: sql`excluded.collection_id`,
            name: sql`excluded.name`,
            attributes: sql`excluded.attributes`,
          },
        });
      const ids = rows.map(({ inscriptionId }) => inscriptionId);
      const indexed = await tx
        .update(inscriptions)
        .set({
          collectionId: sql`(select ci.collection_id from collection_items ci where ci.inscription_id = ${inscriptions.inscriptionId})`,
          name: sql`(select ci.name from collection_items ci where ci.inscription_id = ${inscriptions.inscriptionId})`,
        })
        .where(inArray(inscriptions.inscriptionId, ids))
        .returning({ id: inscriptions.inscriptionId, collectionId: inscriptions.collectionId });
      if (indexed.length === 0) continue;
      const indexedIds = new Set(indexed.map(({ id }) => id));
      await tx.delete(inscriptionAttributes).where(inArray(inscriptionAttributes.inscriptionId, [...indexedIds]));
      const traits = rows
        .filter(({ inscriptionId }) => indexedIds.has(inscriptionId))
        .flatMap(({ inscriptionId, collectionId, attributes }) =>
          attributes.map(({ trait_type: traitType, value }) => ({ inscriptionId, collectionId, traitType, value })),
        );
      for (const part of chunks(traits)) await tx.insert(inscriptionAttributes).values(part);
    }
  });
  return { collections: catalog.length, items: items.length };
}
