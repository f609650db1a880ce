import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionTokenFor } from '../../auth/testing/testSession';
import type { DatabaseHandle } from '../../db/database';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { postJson, startTestServer } from '../../testing/startTestServer';
import { inscriptionIdOf, insertOrder, insertTick, whole } from './testing/brc20TestRows';

const alice = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const bob = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
const carol = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';
const day = (n: number) => new Date(Date.UTC(2026, 2, n, 12));

interface Order {
  inscription_id: string;
  tick: string;
  amount: string;
  price: number;
  unit_price: string;
  status: string;
  buyer_address: string | null;
  listed_at: number;
  sold_at: number | null;
}
interface Answer {
  items: Order[];
  total: number;
  has_next: boolean;
}

describe.each(testDatabases)("a seller's BRC-20 orders for /wallet ($name)", (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  const call = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(server.url, '/btc/brc_20/get_user_orders', body, headers);
  const orders = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
    const { body: envelope } = await call(body, headers);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as Answer;
  };
  const ids = (answer: Answer) => answer.items.map((order) => order.inscription_id);

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    const { db } = database;
    await insertTick(db, 'ORDI');
    await insertTick(db, 'sats', { decimals: 2 });
    const order = (n: number, status: 'on_list' | 'selling' | 'sold' | 'cancelled', listed: number, sold?: number) =>
      insertOrder(db, {
        tick: n % 2 === 0 ? 'ordi' : 'sats',
        n,
        amount: whole(100 * n),
        priceSats: BigInt(1_000 * n),
        seller: alice,
        status,
        createdAt: day(listed),
        ...(sold === undefined ? {} : { soldAt: day(sold) }),
      });
    await order(1, 'on_list', 1);
    await order(2, 'selling', 2);
    // Listed first, sold last: the sales read newest sale first.
    await order(3, 'sold', 3, 10);
    await order(4, 'sold', 4, 9);
    await order(5, 'cancelled', 5);
    await insertOrder(db, { tick: 'ordi', n: 6, amount: whole(1), priceSats: 600n, seller: bob, createdAt: day(6) });
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('lists what is still on the market, a pending purchase included, newest listed first', async () => {
    const answer = await orders({ address: alice });
    expect(ids(answer)).toEqual([inscriptionIdOf(2), inscriptionIdOf(1)]);
    expect(answer.items.map((order) => order.status)).toEqual(['selling', 'on_list']);
    expect(answer.items[1]).toMatchObject({
      tick: 'sats',
      amount: '100',
      price: 1_000,
      unit_price: '10',
      listed_at: day(1).getTime() / 1000,
      sold_at: null,
    });
    expect(answer).toMatchObject({ total: 2, has_next: false });
  });

  it('lists the sales newest sale first', async () => {
    const answer = await orders({ address: alice, status: 'sold', limit: 1 });
    expect([ids(answer), answer.total, answer.has_next]).toEqual([[inscriptionIdOf(3)], 2, true]);
    const next = await orders({ address: alice, status: 'sold', limit: 1, page: 2 });
    expect([ids(next), next.has_next]).toEqual([[inscriptionIdOf(4)], false]);
    expect(next.items[0]).toMatchObject({ sold_at: day(9).getTime() / 1000, buyer_address: 'tb1qbuyer' });
  });

  it("answers the signed-in trader's own orders by default, and an empty page for a new wallet", async () => {
    const token = await sessionTokenFor(server.services, {
      userId: '00000000-0000-4000-8000-000000000002',
      address: bob,
    });
    expect(ids(await orders({}, { authorization: `Bearer ${token}` }))).toEqual([inscriptionIdOf(6)]);
    expect(await orders({ address: carol, status: 'sold' })).toEqual({ items: [], total: 0, has_next: false });
    const visitor = await call({});
    expect([visitor.status, visitor.body.code]).toEqual([401, 10180006]);
  });

  it('refuses another book, a limit over 100 and unknown fields', async () => {
    for (const body of [
      { address: alice, status: 'all' },
      { address: alice, limit: 101 },
      { address: alice, tick: 'ordi' },
    ]) {
      const { status, body: envelope } = await call(body);
      expect([JSON.stringify(body), status, envelope.code]).toEqual([JSON.stringify(body), 400, 10010001]);
    }
  });
});
