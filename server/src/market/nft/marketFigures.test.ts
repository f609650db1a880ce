import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { activity } from '../../db/schema';
import { testDatabases } from '../../testing/testDatabases';
import { collectionDetail } from './collectionDetail';
import { collectionInscriptionList, inscriptionListFilter } from './collectionInscriptionList';
import { collectionTradeBuckets } from './collectionTradeStatistic';
import { collectionPage } from './collectionView';
import { seedCollection, seedInscription, seedListing, testSeller } from './testing/marketTestKit';

const alice = testSeller(1).address;
const bob = testSeller(2).address;
const carol = testSeller(3).address;
const hour = 3600 * 1000;
const day = 24 * hour;
const paging = { page: 1, limit: 20 };

/** Figures read straight from the query functions, over rows as the indexer writes them. */
describe.each(testDatabases)('collection market figures ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  const sale = (collectionId: string, n: number, price: bigint, agoMs: number) =>
    database.db.insert(activity).values({
      kind: 'sale',
      inscriptionId: `${n}`,
      collectionId,
      priceSats: price,
      occurredAt: new Date(Date.now() - agoMs),
    });
  const ids = (page: { items: Array<{ collection_id: string }> }) => page.items.map((item) => item.collection_id);
  const list = (body: Record<string, unknown>) =>
    collectionInscriptionList(database.db, inscriptionListFilter.parse({ collection_id: 'hot', ...body }), alice);

  beforeAll(async () => {
    database = await testDatabase.open();
    const { db } = database;
    await seedCollection(db, 'hot', { createdAt: new Date(Date.now() - 3 * day) });
    await seedCollection(db, 'steady', { createdAt: new Date(Date.now() - 2 * day) });
    await seedCollection(db, 'quiet', { createdAt: new Date(Date.now() - day) });
    await seedCollection(db, 'none', { createdAt: new Date(Date.now() - 4 * day) });
    const owners = [alice, alice, alice, bob, bob, carol];
    const hats = ['red', 'red', 'blue', 'blue', 'gold', 'red'];
    for (const [index, owner] of owners.entries()) {
      const n = index + 1;
      await seedInscription(db, {
        n,
        collectionId: 'hot',
        owner,
        traits: { hat: hats[index] ?? 'none', ...(n % 2 === 0 ? { eyes: 'laser' } : {}) },
        height: 100 + (n % 3),
      });
    }
    await seedInscription(db, { n: 7, collectionId: 'steady', owner: alice });
    await seedListing(db, { n: 1, collectionId: 'hot', seller: alice, price: 5000n });
    await seedListing(db, { n: 2, collectionId: 'hot', seller: alice, price: 3000n });
    await seedListing(db, { n: 3, collectionId: 'hot', seller: alice, price: 4000n, status: 'selling' });
    await seedListing(db, { n: 4, collectionId: 'hot', seller: bob, price: 1000n, status: 'sold', buyer: carol });
    await seedListing(db, { n: 5, collectionId: 'hot', seller: bob, price: 900n, status: 'cancelled' });
    await seedListing(db, { n: 7, collectionId: 'steady', seller: alice, price: 800n });
    // hot: 3 sales today (60,000), 7,000 in the week before, 100,000 before that.
    await sale('hot', 1, 10_000n, hour);
    await sale('hot', 2, 20_000n, 2 * hour);
    await sale('hot', 3, 30_000n, 23 * hour);
    await sale('hot', 4, 7_000n, 3 * day);
    await sale('hot', 5, 100_000n, 10 * day);
    // steady: 3 sales today (30,000) after 140,000 in the week before: busy, but not rising much.
    for (const n of [1, 2, 3]) await sale('steady', n, 10_000n, n * hour);
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await sale('steady', n, 20_000n, day + n * 20 * hour);
    // quiet: one big sale today, under the minimum number of sales.
    await sale('quiet', 1, 500_000n, hour);
  }, 60_000);
  afterAll(() => database.close());

  it('answers the detail: floor, volumes per window, listed, owners, supply and trait counts', async () => {
    const detail = await collectionDetail(database.db, 'hot');
    expect(detail).toMatchObject({
      collection_id: 'hot',
      floor_price: 3000,
      listed_count: 2,
      owner_count: 3,
      inscription_count: 6,
      supply: 100,
      volume_24h: 60_000,
      sales_24h: 3,
      volume_7d: 67_000,
      total_volume: 167_000,
      sales_total: 5,
    });
    expect(detail.attributes).toEqual([
      { trait_type: 'eyes', values: [{ value: 'laser', count: 3 }] },
      {
        trait_type: 'hat',
        values: [
          { value: 'red', count: 3 },
          { value: 'blue', count: 2 },
          { value: 'gold', count: 1 },
        ],
      },
    ]);
    await expect(collectionDetail(database.db, 'nope')).rejects.toThrow('There is no collection "nope"');
  });

  it('ranks trending by rise over the previous week, qualifying sales first', async () => {
    // hot: 7·60,000 − 7,000 = 413,000; steady: 7·30,000 − 140,000 = 70,000; quiet has 1 sale (< 3).
    const trending = await collectionPage(database.db, { order: 'trending', paging });
    expect(ids(trending)).toEqual(['hot', 'steady', 'quiet', 'none']);
    expect(trending.items[0]).toMatchObject({ volume: 60_000, sales: 3 });
    const weekly = await collectionPage(database.db, { order: 'trending', period: '7d', paging });
    expect(weekly.items.find((item) => item.collection_id === 'steady')).toMatchObject({ volume: 170_000, sales: 10 });
  });

  it('ranks popular by all-time volume and new by creation', async () => {
    const popular = await collectionPage(database.db, { order: 'popular', paging: { page: 1, limit: 3 } });
    expect(ids(popular)).toEqual(['quiet', 'steady', 'hot']);
    expect(popular).toMatchObject({ total: 4, has_next: true });
    expect(ids(await collectionPage(database.db, { order: 'newest', paging }))).toEqual([
      'quiet',
      'steady',
      'hot',
      'none',
    ]);
  });

  it('lists items with status, price and trait filters, sorts, total, has_next and pending_count', async () => {
    const numbers = (page: { items: Array<{ inscription_number: number }> }) =>
      page.items.map((item) => item.inscription_number);
    const all = await list({ limit: 4 });
    expect(numbers(all)).toEqual([1, 2, 3, 4]);
    expect(all).toMatchObject({ total: 6, has_next: true, pending_count: 1 });
    expect(all.items[0]).toMatchObject({ status: 'on_list', sale_price: 5000, is_owner: true });
    expect(all.items[2]).toMatchObject({ status: 'selling', sale_price: 4000 });
    expect(all.items[3]).toMatchObject({ status: 'normal', sale_price: null, is_owner: false });
    expect(numbers(await list({ sort: 'price_asc' }))).toEqual([2, 3, 1, 4, 5, 6]);
    expect(numbers(await list({ sort: 'price_desc' }))).toEqual([1, 3, 2, 4, 5, 6]);
    // Heights are 100 + n % 3: 2 and 5 newest, then 1 and 4, then 3 and 6; higher number first in a block.
    expect(numbers(await list({ sort: 'newest' }))).toEqual([5, 2, 4, 1, 6, 3]);
    expect(await list({ status: 'selling' })).toMatchObject({ total: 1, pending_count: 1 });
    expect(numbers(await list({ status: 'on_list', sort: 'price_asc' }))).toEqual([2, 1]);
    expect(numbers(await list({ status: 'normal' }))).toEqual([4, 5, 6]);
    expect(numbers(await list({ min_price: 3500, max_price: 5000 }))).toEqual([1, 3]);
    const redOrGold = [
      { trait_type: 'hat', value: 'red' },
      { trait_type: 'hat', value: 'gold' },
    ];
    expect(numbers(await list({ attributes: redOrGold }))).toEqual([1, 2, 5, 6]);
    const withLaser = await list({ attributes: [...redOrGold, { trait_type: 'eyes', value: 'laser' }] });
    expect(numbers(withLaser)).toEqual([2, 6]);
    expect(withLaser).toMatchObject({ total: 2, has_next: false, pending_count: 0 });
    // A wallet's own items, whatever case its address is given in.
    expect(numbers(await list({ owner_address: bob.toUpperCase() }))).toEqual([4, 5]);
  });

  it('buckets sales per hour and per day for the price chart, empty buckets included', async () => {
    const days = await collectionTradeBuckets(database.db, 'hot', 'day', 30);
    expect(days).toHaveLength(30);
    expect(days.reduce((sum, bucket) => sum + bucket.volume, 0)).toBe(167_000);
    expect(days.reduce((sum, bucket) => sum + bucket.sales, 0)).toBe(5);
    expect((days[29]?.time ?? 0) % 86_400).toBe(0);
    const hours = await collectionTradeBuckets(database.db, 'hot', 'hour', 48);
    expect(hours).toHaveLength(48);
    expect(hours.reduce((sum, bucket) => sum + bucket.volume, 0)).toBe(60_000);
    const busiest = hours.find((bucket) => bucket.volume === 20_000);
    expect(busiest).toMatchObject({ sales: 1, low_price: 20_000, high_price: 20_000, average_price: 20_000 });
    expect(hours.filter((bucket) => bucket.sales === 0).every((bucket) => bucket.low_price === null)).toBe(true);
  });
});
