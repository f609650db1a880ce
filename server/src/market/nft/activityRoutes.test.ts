import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity } from '../../db/schema';
import type { Page } from '../../http/envelope';
import { testDatabases } from '../../testing/testDatabases';
import type { ActivityItem } from './activityFeed';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  seedCollection,
  seedInscription,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from './testing/marketTestKit';

const alice = testSeller(1).address;
const bob = testSeller(2).address;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));

// The answer as the route's own schema types it, so the test reads what the app is generated from.
type Answer = Page<ActivityItem>;

describe.each(testDatabases)('the market-wide NFT activity feed ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  const feed = async (body: Record<string, unknown>) => {
    const { body: envelope } = await market.call('/btc/ordinals/get_activity_list', body);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as Answer;
  };
  const minutes = (answer: Answer) => answer.items.map((item) => new Date(item.happened_at * 1000).getUTCMinutes());

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    const { db } = market;
    await seedCollection(db, 'alpha', { name: 'Alpha Apes' });
    await seedCollection(db, 'beta', { name: 'Beta Bots' });
    await seedInscription(db, { n: 1, collectionId: 'alpha', owner: bob });
    await seedInscription(db, { n: 2, collectionId: 'beta', owner: alice });
    await seedInscription(db, { n: 3, collectionId: null, owner: alice });
    const event = (minute: number, n: number, collectionId: string | null) => ({
      inscriptionId: inscriptionIdOf(n),
      collectionId,
      txid: txidOf(100 + minute),
      occurredAt: at(minute),
    });
    // Inserted out of time order: the feed orders by when things happened, not by when they were written.
    await db.insert(activity).values([
      { ...event(1, 1, 'alpha'), kind: 'mint', toAddress: alice },
      { ...event(5, 1, 'alpha'), kind: 'sale', fromAddress: alice, toAddress: bob, priceSats: 150_000n },
      { ...event(3, 1, 'alpha'), kind: 'list', fromAddress: alice, priceSats: 150_000n },
      { ...event(2, 2, 'beta'), kind: 'mint', toAddress: alice },
      { ...event(4, 2, 'beta'), kind: 'list', fromAddress: alice, priceSats: 90_000n },
      { ...event(6, 2, 'beta'), kind: 'delist', fromAddress: alice },
      { ...event(7, 3, null), kind: 'transfer', fromAddress: alice, toAddress: bob },
    ]);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('lists every collection newest first, with names, numbers and prices', async () => {
    const answer = await feed({});
    expect(minutes(answer)).toEqual([7, 6, 5, 4, 3, 2, 1]);
    expect(answer).toMatchObject({ total: 7, has_next: false });
    expect(answer.items[2]).toEqual({
      kind: 'sale',
      inscription_id: inscriptionIdOf(1),
      inscription_number: 1,
      collection_id: 'alpha',
      collection_name: 'Alpha Apes',
      price: 150_000,
      from_address: alice,
      to_address: bob,
      txid: txidOf(105),
      happened_at: at(5).getTime() / 1000,
    });
    expect(answer.items[0]).toMatchObject({
      kind: 'transfer',
      collection_id: null,
      collection_name: null,
      price: null,
    });
  });

  it('keeps only the kinds asked for', async () => {
    const answer = await feed({ kinds: ['list', 'sale'] });
    expect(answer.items.map((item) => item.kind)).toEqual(['sale', 'list', 'list']);
    expect(answer.total).toBe(3);
  });

  it('keeps one collection, with or without kinds', async () => {
    expect(minutes(await feed({ collection_id: 'beta' }))).toEqual([6, 4, 2]);
    expect(minutes(await feed({ collection_id: 'alpha', kinds: ['mint'] }))).toEqual([1]);
  });

  it('pages through the feed with the total of the whole filter', async () => {
    const first = await feed({ limit: 3 });
    const third = await feed({ limit: 3, page: 3 });
    expect([minutes(first), first.total, first.has_next]).toEqual([[7, 6, 5], 7, true]);
    expect([minutes(third), third.total, third.has_next]).toEqual([[1], 7, false]);
    expect((await feed({ page: 9 })).items).toEqual([]);
  });

  it('refuses an unknown kind, a limit over 50 and an unknown collection', async () => {
    for (const body of [{ kinds: ['burn'] }, { kinds: [] }, { limit: 51 }, { colection_id: 'alpha' }]) {
      const { status, body: envelope } = await market.call('/btc/ordinals/get_activity_list', body);
      expect([JSON.stringify(body), status, envelope.code]).toEqual([JSON.stringify(body), 400, 10010001]);
    }
    const missing = await market.call('/btc/ordinals/get_activity_list', { collection_id: 'nope' });
    expect([missing.status, missing.body.code]).toEqual([404, 10040002]);
  });
});
