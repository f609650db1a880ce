import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { brc20Activity } from '../../db/schema';
import type { Page } from '../../http/envelope';
import type { RunningServer } from '../../startServer';
import { testDatabases } from '../../testing/testDatabases';
import { postJson, startTestServer } from '../../testing/startTestServer';
import type { Brc20ActivityItem } from './activityFeed';
import { inscriptionIdOf, insertTick, whole } from './testing/brc20TestRows';

const alice = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const bob = 'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7';
const at = (minute: number) => new Date(Date.UTC(2026, 1, 1, 12, minute));
const txid = (n: number) => n.toString(16).padStart(64, '0');

// The answer as the route's own schema types it, so the test reads what the app is generated from.
type Answer = Page<Brc20ActivityItem>;

describe.each(testDatabases)('the market-wide BRC-20 activity feed ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let server: RunningServer;
  const call = (body: unknown) => postJson(server.url, '/btc/brc_20/get_activity_list', body);
  const feed = async (body: Record<string, unknown>) => {
    const { body: envelope } = await call(body);
    expect(envelope.code, envelope.msg).toBe(0);
    return envelope.data as Answer;
  };
  const minutes = (answer: Answer) => answer.items.map((item) => new Date(item.happened_at * 1000).getUTCMinutes());

  beforeAll(async () => {
    database = await testDatabase.open();
    server = await startTestServer(database);
    const { db } = database;
    await insertTick(db, 'ORDI');
    await insertTick(db, 'pepe', { decimals: 2 });
    const event = (minute: number, tick: string, n: number) => ({
      tick,
      inscriptionId: inscriptionIdOf(n),
      txid: txid(100 + minute),
      happenedAt: at(minute),
    });
    // Inserted out of time order: the feed orders by when things happened, not by when they were written.
    await db.insert(brc20Activity).values([
      { ...event(1, 'ordi', 1), kind: 'deploy', toAddress: alice },
      {
        ...event(6, 'ordi', 4),
        kind: 'sale',
        fromAddress: alice,
        toAddress: bob,
        amount: whole(500),
        priceSats: 9000n,
      },
      { ...event(3, 'ordi', 3), kind: 'transfer', fromAddress: alice, toAddress: alice, amount: whole(500) },
      { ...event(2, 'ordi', 2), kind: 'mint', toAddress: alice, amount: whole(1000) },
      { ...event(4, 'pepe', 5), kind: 'deploy', toAddress: bob },
      { ...event(5, 'pepe', 6), kind: 'mint', toAddress: bob, amount: 1_250_000_000_000_000_000n },
    ]);
  }, 30_000);
  afterAll(async () => {
    await server.close();
    await database.close();
  });

  it('lists every token newest first, amounts in token units and sale prices in sats', async () => {
    const answer = await feed({});
    expect(minutes(answer)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(answer).toMatchObject({ total: 6, has_next: false });
    expect(answer.items[0]).toEqual({
      kind: 'sale',
      tick: 'ORDI',
      amount: '500',
      inscription_id: inscriptionIdOf(4),
      from_address: alice,
      to_address: bob,
      txid: txid(106),
      price: 9000,
      happened_at: at(6).getTime() / 1000,
    });
    expect(answer.items[1]).toMatchObject({ kind: 'mint', tick: 'pepe', amount: '1.25', price: null });
    expect(answer.items[2]).toMatchObject({ kind: 'deploy', amount: null });
  });

  it('keeps only the kinds asked for', async () => {
    const answer = await feed({ kinds: ['mint', 'deploy'] });
    expect(answer.items.map((item) => [item.kind, item.tick])).toEqual([
      ['mint', 'pepe'],
      ['deploy', 'pepe'],
      ['mint', 'ORDI'],
      ['deploy', 'ORDI'],
    ]);
    expect(answer.total).toBe(4);
  });

  it('keeps one tick, matched whatever its case', async () => {
    expect(minutes(await feed({ tick: 'ordi' }))).toEqual([6, 3, 2, 1]);
    expect(minutes(await feed({ tick: 'PEPE', kinds: ['mint'] }))).toEqual([5]);
  });

  it('pages through the feed with the total of the whole filter', async () => {
    const first = await feed({ limit: 4 });
    const second = await feed({ limit: 4, page: 2 });
    expect([minutes(first), first.total, first.has_next]).toEqual([[6, 5, 4, 3], 6, true]);
    expect([minutes(second), second.total, second.has_next]).toEqual([[2, 1], 6, false]);
  });

  it('refuses an unknown kind, a limit over 50 and an undeployed tick', async () => {
    for (const body of [{ kinds: ['burn'] }, { kinds: [] }, { limit: 51 }, { tick: 'toolong' }]) {
      const { status, body: envelope } = await call(body);
      expect([JSON.stringify(body), status, envelope.code]).toEqual([JSON.stringify(body), 400, 10010001]);
    }
    const missing = await call({ tick: 'none' });
    expect([missing.status, missing.body.code]).toEqual([404, 10040004]);
  });
});
