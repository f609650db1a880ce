import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { openTestDevnet } from '../chain/devnet/devnetTestKit';
import { openDatabase } from '../db/database';
import { brc20Ticks, collections, inscriptions } from '../db/schema';
import { openIndexer } from '../indexer/openIndexer';
import { seedMarketIfNew } from './seedMarketIfNew';

// The newcomer's market at full scale on PGlite, as `npm start` seeds it. How long it takes is measured by
// `npm run bench` (server/bench/apiLoad.ts), not asserted here.
describe('seedMarketIfNew at full scale', () => {
  it('seeds 2,000+ inscriptions in 12 collections and 5 ticks', { timeout: 300_000 }, async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: 'memory' });
    const log = pino({ level: process.env.SEED_TEST_LOG ?? 'silent' });
    const devnet = await openTestDevnet(database);
    const indexer = openIndexer({ database, chain: devnet, log, pollMs: 60_000 });
    try {
      await seedMarketIfNew({ database, devnet, indexer, log, seed: 'ordmarket', scale: 'full' });
      const db = database.db;
      expect(await db.$count(collections)).toBeGreaterThanOrEqual(12);
      expect(await db.$count(inscriptions)).toBeGreaterThanOrEqual(2_000);
      expect(await db.$count(brc20Ticks)).toBeGreaterThanOrEqual(5);
    } finally {
      await indexer.close();
      await devnet.close();
      await database.close();
    }
  });
});
