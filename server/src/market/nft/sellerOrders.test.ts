import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema';
import { testDatabases } from '../../testing/testDatabases';
import {
  hookTimeout,
  inscriptionIdOf,
  openMarket,
  seedCollection,
  seedInscription,
  seedListing,
  testSeller,
  type MarketUnderTest,
} from './testing/marketTestKit';

const alice = testSeller(1).address;
const bob = testSeller(2).address;
const carol = testSeller(3).address;
const dave = testSeller(4).address;
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
const seconds = (minute: number) => at(minute).getTime() / 1000;

interface Order {
  order_id: string;
  inscription_id: string;
  inscription_number: number;
  inscription_name: string;
  collection_id: string | null;
  collection_name: string | null;
  seller_address: string;
  buyer_address: string | null;
  sale_price: number;
  royalty_fee: number;
  status: string;
  txid: string | null;
  created_at: number;
  sold_at: number | null;
}
interface Answer {
  items: Order[];
  total: number;
  has_next: boolean;
}

describe.each(testDatabases)("a seller's NFT listings and sales ($name)", (testDatabase) => {
  let market: MarketUnderTest;
  const orders = async (body: Record<string, unknown>, token?: string) => {
    const { body: envelope } = await market.call('/btc/ordinals/get_user_listed_orders', body, token);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as Answer;
  };
  const numbers = (answer: Answer) => answer.items.map((order) => order.inscription_number);

  type Status = 'on_list' | 'selling' | 'sold' | 'cancelled';
  /** A listing of inscription `n`, listed at minute `listed` and last changed (settled) at minute `changed`. */
  async function list(n: number, seller: string, price: bigint, status: Status, listed: number, changed = listed) {
    const buyer = { 3: bob, 4: carol }[n];
    const id = await seedListing(market.db, {
      n,
      collectionId: n === 6 ? null : 'alpha',
      seller,
      price,
      status,
      ...(buyer === undefined ? {} : { buyer }),
    });
    await market.db
      .update(listings)
      .set({ createdAt: at(listed), updatedAt: at(changed) })
      .where(eq(listings.id, id));
  }

  beforeAll(async () => {
    market = await openMarket(testDatabase);
    await seedCollection(market.db, 'alpha', { name: 'Alpha Apes' });
    for (const n of [1, 2, 3, 4, 5, 6, 7])
      await seedInscription(market.db, { n, collectionId: n === 6 ? null : 'alpha', owner: alice });
    await list(1, alice, 150_000n, 'on_list', 1);
    await list(2, alice, 90_000n, 'selling', 2, 10);
    // Listed first, sold last: the sales read newest sale first, not newest listing first.
    await list(3, alice, 300_000n, 'sold', 3, 9);
    await list(4, alice, 200_000n, 'sold', 4, 8);
    await list(5, alice, 70_000n, 'cancelled', 5, 6);
    await list(6, alice, 55_000n, 'on_list', 7);
    await list(7, bob, 80_000n, 'on_list', 8);
    // A fee no bitcoin can pay, from a bad row: answered at the bound, never failing the seller's list.
    await market.db
      .update(listings)
      .set({ royaltyFeeSats: 9_223_372_036_854_775_807n })
      .where(eq(listings.inscriptionId, inscriptionIdOf(7)));
  }, hookTimeout);
  afterAll(() => market.close(), hookTimeout);

  it('lists what is still on the market, a pending purchase included, newest listed first', async () => {
    const answer = await orders({ address: alice });
    expect(numbers(answer)).toEqual([6, 2, 1]);
    expect(answer).toMatchObject({ total: 3, has_next: false });
    expect(answer.items.map((order) => order.status)).toEqual(['on_list', 'selling', 'on_list']);
    expect(answer.items[2]).toMatchObject({
      inscription_id: inscriptionIdOf(1),
      inscription_name: '#1',
      collection_id: 'alpha',
      collection_name: 'Alpha Apes',
      seller_address: alice,
      buyer_address: null,
      sale_price: 150_000,
      created_at: seconds(1),
      sold_at: null,
    });
    expect(answer.items[0]).toMatchObject({ collection_id: null, collection_name: null });
  });

  it('lists the sales newest sale first, with the buyer and when each settled', async () => {
    const answer = await orders({ address: alice, status: 'sold' });
    expect(numbers(answer)).toEqual([3, 4]);
    expect(answer.total).toBe(2);
    expect(answer.items.map((order) => [order.buyer_address, order.sale_price, order.sold_at])).toEqual([
      [bob, 300_000, seconds(9)],
      [carol, 200_000, seconds(8)],
    ]);
  });

  it("answers the signed-in trader's own orders when no address is named", async () => {
    const token = await market.tokenFor(alice);
    expect(numbers(await orders({ status: 'sold' }, token))).toEqual([3, 4]);
    const bobs = await orders({ address: bob }, token);
    expect(bobs.items.map((order) => [order.inscription_number, order.royalty_fee])).toEqual([
      [7, 2_100_000_000_000_000],
    ]);
    const visitor = await market.call('/btc/ordinals/get_user_listed_orders', {});
    expect([visitor.status, visitor.body.code]).toEqual([401, 10180006]);
  });

  it('pages with the total of the whole book', async () => {
    const second = await orders({ address: alice, limit: 2, page: 2 });
    expect([numbers(second), second.total, second.has_next]).toEqual([[1], 3, false]);
    const first = await orders({ address: alice, limit: 2 });
    expect([numbers(first), first.has_next]).toEqual([[6, 2], true]);
  });

  it('answers an empty page for a seller with nothing listed or sold', async () => {
    const empty = { items: [], total: 0, has_next: false };
    expect(await orders({ address: dave })).toEqual(empty);
    expect(await orders({ address: dave, status: 'sold' })).toEqual(empty);
  });

  it('refuses another book, a limit over 100, a bad address and unknown fields', async () => {
    for (const body of [
      { address: alice, status: 'cancelled' },
      { address: alice, limit: 101 },
      { address: 'bc1qnotthisnetwork' },
      { address: alice, statuss: 'sold' },
    ]) {
      const { status, body: envelope } = await market.call('/btc/ordinals/get_user_listed_orders', body);
      expect([JSON.stringify(body), status, envelope.code]).toEqual([JSON.stringify(body), 400, 10010001]);
    }
  });
});
