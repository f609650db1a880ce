import { eq, inArray } from 'drizzle-orm';
import type { Devnet } from '../chain/devnet/Devnet';
import type { Database } from '../db/database';
import { activity, banners, brc20Orders, collections, demoWallets, seedRuns } from '../db/schema';
import type { Indexer } from '../indexer/Indexer';
import { seedCollections } from './marketCatalog';

/**
 * Takes back what an interrupted seeding wrote, so it can start again from an empty market. Every seeded
 * transaction descends from the studio's coinbase in block 1, so rolling the chain back to genesis drops them
 * all from the chain and the mempool; the indexer then undoes its rows, and the seeder's own rows go here.
 * Safe only before the server first listened: nobody else can have traded on that chain yet.
 */
export async function unseedMarket(db: Database, devnet: Devnet, indexer: Indexer): Promise<void> {
  const tip = await devnet.tipHeight();
  if (tip > 0) await devnet.rollback(tip);
  await indexer.syncToTip();
  await db.delete(brc20Orders);
  await db.delete(activity).where(eq(activity.kind, 'list'));
  await db.delete(banners).where(eq(banners.positionId, 'home-banner'));
  // Cascades to collection_items, mints, mint_whitelist and recommended_collections.
  await db.delete(collections).where(
    inArray(
      collections.id,
      seedCollections.map(({ id }) => id),
    ),
  );
  await db.delete(demoWallets);
  await db.delete(seedRuns);
}
