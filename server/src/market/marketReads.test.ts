import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/database';
import { activity, inscriptionAttributes, inscriptions, rates, recommendedCollections } from '../db/schema';
import { createPostgresDatabase, testDatabases } from '../testing/testDatabases';
import { openMarketReads, windowDriftMs, type MarketReads } from './marketReads';
import { seedCollection, seedInscription, seedListing, testSeller } from './nft/testing/marketTestKit';

const seller = testSeller(41).address;
const log = { info: () => undefined, warn: () => undefined };

/** One value read from a table: how many rows it holds, or a digest of all of them. */
const tableRead =
  (database: DatabaseHandle, table: string, of: 'count' | 'digest' = 'count') =>
  async () => {
    const value = of === 'count' ? 'count(*)::text' : `md5(coalesce(string_agg(t::text, ',' order by t::text), ''))`;
    const result = (await database.db.execute(sql.raw(`select ${value} as value from ${table} t`))) as {
      rows: Array<{ value: string }>;
    };
    return result.rows[0]?.value ?? '';
  };

describe.each(testDatabases)('market reads remembered until the market changes ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let reads: MarketReads;
  let clock = 0;

  beforeEach(async () => {
    database = await testDatabase.open();
    clock = 1_000_000;
    reads = await openMarketReads(database, { log, now: () => clock });
    await seedCollection(database.db, 'rocks');
    await seedInscription(database.db, { n: 1, collectionId: 'rocks', owner: seller, traits: { hat: 'red' } });
  }, 60_000);
  afterEach(async () => {
    await reads.close();
    await database.close();
  });

  it('answers from memory while nothing changes, one computation for requests that arrive together', async () => {
    let computed = 0;
    const read = reads.cached(async (key: { page: number }) => {
      computed += 1;
      return { page: key.page, listed: await tableRead(database, 'listings')() };
    });
    const together = await Promise.all([read({ page: 1 }), read({ page: 1 }), read({ page: 1 })]);
    expect(together).toEqual(Array.from({ length: 3 }, () => ({ page: 1, listed: '0' })));
    expect(await read({ page: 1 })).toEqual({ page: 1, listed: '0' });
    expect(computed).toBe(1);
    await read({ page: 2 });
    expect(computed).toBe(2);
  });

  // Every table a figure, a page or a filter is read from; each write path (API, indexer, seed) lands in one.
  const writes: Array<[string, string, (db: DatabaseHandle['db']) => Promise<unknown>]> = [
    ['a listing', 'listings', (db) => seedListing(db, { n: 1, collectionId: 'rocks', seller, price: 5_000n })],
    [
      'a transfer',
      'inscriptions',
      (db) => db.update(inscriptions).set({ ownerAddress: 'elsewhere' }).where(eq(inscriptions.number, 1)),
    ],
    ['a new collection', 'collections', (db) => seedCollection(db, 'pebbles')],
    [
      'a sale',
      'activity',
      (db) => db.insert(activity).values({ kind: 'sale', inscriptionId: 'x', collectionId: 'rocks', priceSats: 9n }),
    ],
    [
      'a trait row',
      'inscription_attributes',
      (db) => db.delete(inscriptionAttributes).where(eq(inscriptionAttributes.traitType, 'hat')),
    ],
    [
      'a recommendation',
      'recommended_collections',
      (db) => db.insert(recommendedCollections).values({ collectionId: 'rocks', sort: 1 }),
    ],
  ];

  it.each(writes)('answers afresh right after %s commits', async (_change, table, write) => {
    const read = reads.cached((name: string) => tableRead(database, name, 'digest')());
    const before = await read(table);
    await write(database.db);
    expect(await read(table)).not.toBe(before);
    expect(await read(table)).toBe(await tableRead(database, table, 'digest')());
  });

  it('keeps its answers when a change rolls back', async () => {
    let computed = 0;
    const read = reads.cached(async (table: string) => {
      computed += 1;
      return tableRead(database, table)();
    });
    await read('listings');
    await database.db
      .transaction(async (tx) => {
        await seedListing(tx, { n: 1, collectionId: 'rocks', seller, price: 5_000n });
        tx.rollback();
      })
      .catch(() => undefined);
    // Nor is a write to a table no market read comes from.
    await database.db.insert(rates).values({ kind: 'usd_per_btc', value: '90000' });
    expect(await read('listings')).toBe('0');
    expect(computed).toBe(1);
  });

  it('recomputes as the clock moves, for sales leaving the 24-hour and 7-day windows', async () => {
    let computed = 0;
    const read = reads.cached((window: string) => {
      computed += 1;
      return Promise.resolve(`${window} #${computed}`);
    });
    expect(await read('24h')).toBe('24h #1');
    clock += windowDriftMs - 1;
    expect(await read('24h')).toBe('24h #1');
    clock += 1;
    expect(await read('24h')).toBe('24h #2');
  });

  it('does not remember a failure', async () => {
    let attempts = 0;
    const read = reads.cached((collectionId: string) => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('collection not found')) : Promise.resolve(collectionId);
    });
    await expect(read('rocks')).rejects.toThrow('collection not found');
    expect(await read('rocks')).toBe('rocks');
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl !== undefined)('market reads of two instances over one PostgreSQL', () => {
  let dropDatabase: () => Promise<void>;
  let writer: DatabaseHandle;
  let reader: DatabaseHandle;
  let reads: MarketReads;

  beforeAll(async () => {
    const created = await createPostgresDatabase(serverUrl ?? '');
    dropDatabase = created.drop;
    writer = await openDatabase({ kind: 'postgres', url: created.url });
    reader = await openDatabase({ kind: 'postgres', url: created.url });
    reads = await openMarketReads(reader, { log });
    await seedCollection(writer.db, 'rocks');
  }, 60_000);
  afterAll(async () => {
    await reads.close();
    await reader.close();
    await writer.close();
    await dropDatabase();
  });

  it('answers what the other instance committed from the very next request', async () => {
    const read = reads.cached((table: string) => tableRead(reader, table)());
    for (let n = 1; n <= 20; n += 1) {
      expect(await read('inscriptions')).toBe(String(n - 1));
      await seedInscription(writer.db, { n, collectionId: 'rocks', owner: seller });
      expect(await read('inscriptions')).toBe(String(n));
    }
  });
});
