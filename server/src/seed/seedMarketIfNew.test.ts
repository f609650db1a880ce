import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDevnet } from '../chain/devnet/testing/devnetTestKit';
import type { OpenedDevnet } from '../chain/devnet/openDevnet';
import type { DatabaseHandle } from '../db/database';
import {
  activity,
  brc20Activity,
  brc20Orders,
  brc20Ticks,
  collectionItems,
  collections,
  demoWallets,
  inscriptionAttributes,
  inscriptions,
  listings,
  mintItems,
  mints,
  seedRuns,
} from '../db/schema';
import type { Indexer } from '../indexer/Indexer';
import { openIndexer } from '../indexer/openIndexer';
import { defaultUndoDepth } from '../config/undoDepth';
import { embeddedTestDatabases } from '../testing/testDatabases';
import { seedMarketIfNew } from './seedMarketIfNew';

const log = pino({ level: 'silent' });

describe.each(embeddedTestDatabases)('seedMarketIfNew on $name (small scale)', (testDatabase) => {
  let database: DatabaseHandle;
  let devnet: OpenedDevnet;
  let indexer: Indexer;

  beforeEach(async () => {
    database = await testDatabase.open();
    devnet = await openTestDevnet(database);
    indexer = openIndexer({ database, chain: devnet, log, pollMs: 60_000, undoDepth: defaultUndoDepth });
  });
  afterEach(async () => {
    await indexer.close();
    await devnet.close();
    await database.close();
  });

  it('seeds a market with history the indexer reads, once', { timeout: 120_000 }, async () => {
    const counts = await seedMarketIfNew({ database, devnet, indexer, log, seed: 'test-market', scale: 'small' });
    expect(counts?.collections).toBe(12);
    expect(counts?.inscriptions).toBe(96);
    await indexer.syncToTip();
    const db = database.db;

    expect(await db.$count(collections)).toBe(12);
    expect(await db.$count(demoWallets)).toBe(12);
    expect(await db.$count(collectionItems)).toBe(96);
    // 96 collection items, 5 deploys, mints and transfer inscriptions.
    expect(await db.$count(inscriptions)).toBeGreaterThan(96);
    const attributed = await db.selectDistinct({ id: inscriptionAttributes.inscriptionId }).from(inscriptionAttributes);
    expect(attributed.length).toBe(96);
    const rows = await db.select({ status: listings.status }).from(listings);
    expect(rows.filter(({ status }) => status === 'sold').length).toBe(counts?.sales);
    expect(rows.filter(({ status }) => status === 'on_list').length).toBe(counts?.listings);
    const sales = (await db.select({ kind: activity.kind }).from(activity)).filter(({ kind }) => kind === 'sale');
    expect(sales.length).toBe(counts?.sales);
    expect(await db.$count(brc20Ticks)).toBe(5);
    const orders = await db.select({ status: brc20Orders.status }).from(brc20Orders);
    expect(orders.filter(({ status }) => status === 'sold').length).toBe(counts?.brc20Sales);
    expect(orders.filter(({ status }) => status === 'on_list').length).toBe(counts?.brc20Listings);
    expect(counts?.brc20Sales).toBeGreaterThan(0);
    expect(counts?.brc20Listings).toBeGreaterThan(0);
    expect(await db.$count(brc20Activity)).toBeGreaterThan(0);
    const owners = await db.selectDistinct({ owner: inscriptions.ownerAddress }).from(inscriptions);
    expect(owners.length).toBeGreaterThan(5);
    expect(await db.$count(mints)).toBe(3);
    // Each launchpad mint has something to hand out: its prepared pieces, or parts to combine.
    for (const mint of await db.select().from(mints)) {
      const prepared = await db.$count(mintItems, eq(mintItems.mintId, mint.id));
      expect(prepared === mint.supply - mint.mintedNum || (mint.recursiveContent?.length ?? 0) > 0).toBe(true);
    }
    const covers = await db.select({ coverUrl: collections.coverUrl }).from(collections);
    expect(covers.every(({ coverUrl }) => coverUrl.startsWith('/content/'))).toBe(true);

    const tip = await devnet.tipHeight();
    expect(await seedMarketIfNew({ database, devnet, indexer, log, seed: 'test-market', scale: 'small' })).toBe(
      undefined,
    );
    expect(await devnet.tipHeight()).toBe(tip);
  });

  it('takes back an interrupted seeding and seeds the same market again', { timeout: 120_000 }, async () => {
    const first = await seedMarketIfNew({ database, devnet, indexer, log, seed: 'retry', scale: 'small' });
    const ids = async () =>
      (await database.db.select({ id: inscriptions.inscriptionId }).from(inscriptions)).map(({ id }) => id).sort();
    const before = await ids();
    // As if the process died before the marker said "seeded".
    await database.db.update(seedRuns).set({ state: 'seeding' });
    const again = await seedMarketIfNew({ database, devnet, indexer, log, seed: 'retry', scale: 'small' });
    expect(again).toEqual(first);
    expect(await ids()).toEqual(before);
    expect(await database.db.$count(listings)).toBe((first?.sales ?? 0) + (first?.listings ?? 0));
  });

  it('writes the same inscriptions and trades on another devnet from the same seed', { timeout: 120_000 }, async () => {
    await seedMarketIfNew({ database, devnet, indexer, log, seed: 'same-seed', scale: 'small' });
    const other = await testDatabase.open();
    const otherDevnet = await openTestDevnet(other);
    const otherIndexer = openIndexer({
      database: other,
      chain: otherDevnet,
      log,
      pollMs: 60_000,
      undoDepth: defaultUndoDepth,
    });
    try {
      await seedMarketIfNew({
        database: other,
        devnet: otherDevnet,
        indexer: otherIndexer,
        log,
        seed: 'same-seed',
        scale: 'small',
      });
      const market = async (handle: DatabaseHandle) => ({
        items: await handle.db
          .select({ id: collectionItems.inscriptionId, name: collectionItems.name })
          .from(collectionItems)
          .orderBy(collectionItems.inscriptionId),
        owners: await handle.db
          .select({ id: inscriptions.inscriptionId, owner: inscriptions.ownerAddress, txid: inscriptions.txid })
          .from(inscriptions)
          .orderBy(inscriptions.inscriptionId),
        listings: await handle.db
          .select({ id: listings.inscriptionId, price: listings.priceSats, status: listings.status })
          .from(listings)
          .orderBy(listings.inscriptionId, listings.createdAt),
      });
      const mine = await market(database);
      expect(mine.items).toHaveLength(96);
      expect(await market(other)).toEqual(mine);
    } finally {
      await otherIndexer.close();
      await otherDevnet.close();
      await other.close();
    }
  });
});
