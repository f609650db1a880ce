import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mostTraitValues } from '@ordmarket/protocol';
import { activity } from '../../db/schema';
import { errorCodes } from '../../http/errorCodes';
import { testDatabases } from '../../testing/testDatabases';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  seedCollection,
  seedInscription,
  seedListing,
  testSeller,
  txidOf,
  type MarketUnderTest,
} from './testing/marketTestKit';

const alice = testSeller(1).address;
const bob = testSeller(2).address;
const carol = testSeller(3).address;
const day = 24 * 3600 * 1000;

interface Item {
  inscription_id: string;
  status: string;
  sale_price: number | null;
  is_owner: boolean;
}
interface ListAnswer {
  items: Item[];
  total: number;
  has_next: boolean;
  pending_count: number;
}
const numbers = (answer: { items: Item[] }) => answer.items.map((item) => Number(item.inscription_id.slice(0, 64)));

describe.each(testDatabases)('NFT market queries over seeded rows ($name)', (testDatabase) => {
  let market: MarketUnderTest;
  const list = async (body: Record<string, unknown>) => {
    const { body: envelope } = await market.call('/btc/ordinals/get_collection_inscription_list', {
      collection_id: 'alpha',
      ...body,
    });
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as ListAnswer;
  };

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    const { db } = market;
    await seedCollection(db, 'alpha', { name: 'Alpha Apes', createdAt: new Date(Date.now() - 10 * day) });
    await seedCollection(db, 'beta', { name: 'Beta 100%', createdAt: new Date(Date.now() - 5 * day) });
    await seedCollection(db, 'gamma', { name: 'Gamma', createdAt: new Date(Date.now() - day) });
    const traits: Array<Record<string, string>> = [
      { hat: 'red', eyes: 'green' },
      { hat: 'red', eyes: 'blue' },
      { hat: 'red', eyes: 'green' },
      { hat: 'blue', eyes: 'green' },
      { hat: 'blue', eyes: 'blue' },
      { eyes: 'green' },
    ];
    for (const [index, trait] of traits.entries()) {
      const n = index + 1;
      // Genesis heights run backwards so "newest" differs from the default number order.
      await seedInscription(db, {
        n,
        collectionId: 'alpha',
        owner: n <= 4 ? alice : bob,
        traits: trait,
        height: 100 - n,
      });
    }
    await seedInscription(db, { n: 7, collectionId: 'beta', owner: alice });
    await seedInscription(db, { n: 8, collectionId: null, owner: carol });
    await seedListing(db, { n: 1, collectionId: 'alpha', seller: alice, price: 5000n });
    await seedListing(db, { n: 2, collectionId: 'alpha', seller: alice, price: 3000n });
    await seedListing(db, {
      n: 3,
      collectionId: 'alpha',
      seller: alice,
      price: 4000n,
      status: 'selling',
      buyer: carol,
    });
    await seedListing(db, { n: 4, collectionId: 'alpha', seller: alice, price: 10_000n });
    await seedListing(db, { n: 5, collectionId: 'alpha', seller: bob, price: 100n, status: 'cancelled' });
    await db.insert(activity).values([
      { kind: 'sale', inscriptionId: inscriptionIdOf(6), collectionId: 'alpha', priceSats: 100_000n },
      {
        kind: 'sale',
        inscriptionId: inscriptionIdOf(7),
        collectionId: 'beta',
        priceSats: 50_000n,
        occurredAt: new Date(Date.now() - 2 * day),
      },
      {
        kind: 'sale',
        inscriptionId: inscriptionIdOf(7),
        collectionId: 'beta',
        priceSats: 500_000n,
        occurredAt: new Date(Date.now() - 8 * day),
      },
    ]);
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it("lists a collection's inscriptions by number with their listing state and pending count", async () => {
    const answer = await list({});
    expect(numbers(answer)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(answer).toMatchObject({ total: 6, has_next: false, pending_count: 1 });
    expect(answer.items.map((item) => [item.status, item.sale_price])).toEqual([
      ['on_list', 5000],
      ['on_list', 3000],
      ['selling', 4000],
      ['on_list', 10_000],
      ['normal', null],
      ['normal', null],
    ]);
    expect(answer.items[0]).toMatchObject({
      output: `${txidOf(1)}:0`,
      location: `${txidOf(1)}:0:0`,
      attributes: [
        { trait_type: 'eyes', value: 'green' },
        { trait_type: 'hat', value: 'red' },
      ],
    });
  });

  it('sorts by price both ways, unlisted last, and pages with has_next', async () => {
    expect(numbers(await list({ sort: 'price_asc' }))).toEqual([2, 3, 1, 4, 5, 6]);
    expect(numbers(await list({ sort: 'price_desc' }))).toEqual([4, 1, 3, 2, 5, 6]);
    const first = await list({ sort: 'price_asc', status: 'listed', limit: 3 });
    expect(numbers(first)).toEqual([2, 3, 1]);
    expect(first).toMatchObject({ total: 4, has_next: true, pending_count: 1 });
    const second = await list({ sort: 'price_asc', status: 'listed', limit: 3, page: 2 });
    expect(numbers(second)).toEqual([4]);
    expect(second.has_next).toBe(false);
    expect(numbers(await list({ sort: 'newest' }))).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('filters by status, price range and traits (values of a trait are alternatives, traits combine)', async () => {
    expect(numbers(await list({ status: 'on_list' }))).toEqual([1, 2, 4]);
    expect((await list({ status: 'on_list' })).pending_count).toBe(0);
    expect(numbers(await list({ status: 'not_listed' }))).toEqual([5, 6]);
    expect(numbers(await list({ min_price: 3500, max_price: 6000, sort: 'price_asc' }))).toEqual([3, 1]);
    const red = await list({ attributes: [{ trait_type: 'hat', value: 'red' }] });
    expect(numbers(red)).toEqual([1, 2, 3]);
    expect(red.pending_count).toBe(1);
    const redOrBlueWithGreen = await list({
      attributes: [
        { trait_type: 'hat', value: 'red' },
        { trait_type: 'hat', value: 'blue' },
        { trait_type: 'eyes', value: 'green' },
      ],
    });
    expect(numbers(redOrBlueWithGreen)).toEqual([1, 3, 4]);
    expect(await list({ attributes: [{ trait_type: 'hat', value: 'gold' }] })).toMatchObject({ items: [], total: 0 });
  });

  it(`refuses a filter of more than ${mostTraitValues} trait values before any database work`, async () => {
    const values = (count: number) => Array.from({ length: count }, (_, n) => ({ trait_type: 'hat', value: `v${n}` }));
    const widest = await list({ attributes: [...values(mostTraitValues - 1), { trait_type: 'hat', value: 'red' }] });
    expect(numbers(widest)).toEqual([1, 2, 3]);
    // A collection that does not exist: the refusal comes first, so nothing was read to find that out.
    const refused = await market.call('/btc/ordinals/get_collection_inscription_list', {
      collection_id: 'nowhere',
      attributes: values(mostTraitValues + 1),
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: errorCodes.invalidRequest.code,
      msg: `Invalid request. attributes: Choose at most ${mostTraitValues} trait values at a time; clear some to pick others.`,
    });
  });

  it('counts trait values for the filters', async () => {
    const { body } = await market.call('/btc/ordinals/get_collection_attributes', { collection_id: 'alpha' });
    expect(body.data).toEqual({
      items: [
        {
          trait_type: 'eyes',
          values: [
            { value: 'green', count: 4 },
            { value: 'blue', count: 2 },
          ],
        },
        {
          trait_type: 'hat',
          values: [
            { value: 'red', count: 3 },
            { value: 'blue', count: 2 },
          ],
        },
      ],
    });
  });

  it('ranks collections by volume, recent volume and age, and shows their figures', async () => {
    const names = async (path: string, body: object = {}) => {
      const { body: envelope } = await market.call(path, body);
      return (envelope.data as { items: Array<{ collection_id: string }> }).items.map((item) => item.collection_id);
    };
    expect(await names('/btc/ordinals/get_popular_collections')).toEqual(['beta', 'alpha', 'gamma']);
    // Nobody has 3 sales, so all rank by rise over the previous 7 periods: beta traded less than before (< 0).
    expect(await names('/btc/ordinals/get_trending_collections')).toEqual(['alpha', 'gamma', 'beta']);
    expect(await names('/btc/ordinals/get_trending_collections', { period: '7d' })).toEqual(['alpha', 'gamma', 'beta']);
    expect(await names('/btc/ordinals/get_new_collections')).toEqual(['gamma', 'beta', 'alpha']);
    const { body } = await market.call('/btc/ordinals/get_new_collections', { limit: 2 });
    expect(body.data).toMatchObject({ total: 3, has_next: true });
    const detail = await market.call('/btc/ordinals/get_collection_detail', { collection_id: 'alpha' });
    expect(detail.body.data).toMatchObject({
      collection_id: 'alpha',
      name: 'Alpha Apes',
      inscription_count: 6,
      owner_count: 2,
      listed_count: 3,
      floor_price: 3000,
      total_volume: 100_000,
      volume: 100_000,
    });
  });

  it('searches names and ids, with % and _ taken literally', async () => {
    const ids = async (keyword: string) => {
      const { body } = await market.call('/btc/ordinals/search_collections', { keyword });
      return (body.data as { items: Array<{ collection_id: string }> }).items.map((item) => item.collection_id);
    };
    expect(await ids('APES')).toEqual(['alpha']);
    expect(await ids('a')).toEqual(['alpha', 'beta', 'gamma']);
    expect(await ids('100%')).toEqual(['beta']);
    expect(await ids('%')).toEqual(['beta']);
    expect(await ids('_')).toEqual([]);
  });

  it('answers which outputs hold inscriptions, and where an inscription is', async () => {
    const outputs = [`${txidOf(1)}:0`, `${txidOf(1)}:1`, `${txidOf(99)}:0`, `${txidOf(8)}:0`];
    const { body } = await market.call('/btc/ordinals/filter_inscription', outputs);
    expect(body.data).toEqual({
      items: [
        { output: `${txidOf(1)}:0`, inscription_ids: [inscriptionIdOf(1)] },
        { output: `${txidOf(8)}:0`, inscription_ids: [inscriptionIdOf(8)] },
      ],
    });
    const utxo = await market.call('/btc/ordinals/get_inscription_utxo', { inscription_id: inscriptionIdOf(8) });
    expect(utxo.body).toEqual({ code: 0, msg: 'ok', data: { txId: txidOf(8), outputIndex: 0 } });
  });

  it('answers inscriptions by id in the order asked, marking the caller’s own', async () => {
    const token = await market.tokenFor(carol);
    const ids = [inscriptionIdOf(8), inscriptionIdOf(404), inscriptionIdOf(2)];
    const { body } = await market.call('/btc/ordinals/get_inscription_by_ids', { inscription_ids: ids }, token);
    const items = (body.data as { items: Item[] }).items;
    expect(items.map((item) => [item.inscription_id, item.is_owner])).toEqual([
      [inscriptionIdOf(8), true],
      [inscriptionIdOf(2), false],
    ]);
    const detail = await market.call('/btc/ordinals/get_inscription_detail', { inscription_id: inscriptionIdOf(2) });
    expect(detail.body.data).toMatchObject({
      status: 'on_list',
      sale_price: 3000,
      owner_address: alice,
      collection_id: 'alpha',
      collection_name: 'Alpha Apes',
    });
  });

  it('lists order books of collections and inscriptions', async () => {
    const all = await market.call('/btc/ordinals/get_collection_order_list', {
      collection_id: 'alpha',
      sort: 'price_asc',
    });
    expect(all.body.data).toMatchObject({ total: 5, has_next: false });
    expect((all.body.data as { items: Array<{ sale_price: number }> }).items.map((order) => order.sale_price)).toEqual([
      100, 3000, 4000, 5000, 10_000,
    ]);
    const cancelled = await market.call('/btc/ordinals/get_collection_order_list', {
      collection_id: 'alpha',
      status: 'cancelled',
    });
    // Each order names its inscription (here '#5'), so an activity list need not show its id.
    expect(cancelled.body.data).toMatchObject({
      total: 1,
      items: [{ inscription_id: inscriptionIdOf(5), name: '#5', inscription_number: 5, seller_address: bob }],
    });
    const history = await market.call('/btc/ordinals/get_inscription_order_list', {
      inscription_id: inscriptionIdOf(3),
    });
    expect(history.body.data).toMatchObject({ total: 1, items: [{ status: 'selling', buyer_address: carol }] });
  });

  it("shows the collections an address holds, the caller's by default", async () => {
    const { body } = await market.call('/btc/ordinals/get_user_collections', { address: alice });
    expect(body.data).toMatchObject({
      total: 2,
      items: [
        { collection_id: 'alpha', owned_count: 4 },
        { collection_id: 'beta', owned_count: 1 },
      ],
    });
    const token = await market.tokenFor(bob);
    const mine = await market.call('/btc/ordinals/get_user_collections', {}, token);
    expect(mine.body.data).toMatchObject({ total: 1, items: [{ collection_id: 'alpha', owned_count: 2 }] });
  });
});
