import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openTestDevnet } from '../chain/devnet/testing/devnetTestKit';
import { openTestPglite } from '../testing/testDatabases';
import { brc20Orders, brc20Ticks, collections, inscriptions, mints } from '../db/schema';
import { openIndexer } from '../indexer/openIndexer';
import { defaultUndoDepth } from '../config/undoDepth';
import { tickPrices } from '../market/brc20/tickPrices';
import { seedMarketIfNew } from './seedMarketIfNew';

// The newcomer's market at full scale on PGlite, as `npm start` seeds it. How long it takes is measured by
// `npm run bench` (server/bench/apiLoad.ts), not asserted here.
describe('seedMarketIfNew at full scale', () => {
  it('seeds 2,000+ inscriptions in 12 collections and 5 ticks', { timeout: 300_000 }, async () => {
    const database = await openTestPglite();
    const log = pino({ level: process.env.SEED_TEST_LOG ?? 'silent' });
    const devnet = await openTestDevnet(database);
    const indexer = openIndexer({ database, chain: devnet, log, pollMs: 60_000, undoDepth: defaultUndoDepth });
    try {
      await seedMarketIfNew({ database, devnet, indexer, log, seed: 'ordmarket', scale: 'full' });
      const db = database.db;
      expect(await db.$count(collections)).toBeGreaterThanOrEqual(12);
      expect(await db.$count(inscriptions)).toBeGreaterThanOrEqual(2_000);
      expect(await db.$count(brc20Ticks)).toBeGreaterThanOrEqual(5);
      // Each launchpad mint adds to its collection exactly what the collection's supply leaves room for.
      for (const mint of await db.select().from(mints)) {
        const [collection] = await db.select().from(collections).where(eq(collections.id, mint.collectionId));
        const held = await db.$count(inscriptions, eq(inscriptions.collectionId, mint.collectionId));
        expect([mint.collectionId, held + mint.supply - mint.mintedNum]).toEqual([
          mint.collectionId,
          collection?.supply,
        ]);
      }
      // Weeks of BRC-20 trades reach the newest block: every token that traded has a 24h volume.
      const traded = await db
        .selectDistinct({ tick: brc20Orders.tick })
        .from(brc20Orders)
        .where(eq(brc20Orders.status, 'sold'));
      const prices = await tickPrices(
        db,
        traded.map(({ tick }) => tick),
      );
      for (const { tick } of traded) expect([tick, (prices.get(tick)?.volume_24h ?? 0) > 0]).toEqual([tick, true]);
    } finally {
      await indexer.close();
      await devnet.close();
      await database.close();
    }
  });
});
