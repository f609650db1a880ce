import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { testDatabases } from '../../testing/testDatabases';
import { insertOrder, insertTick, whole } from './testing/brc20TestRows';
import { percentChange, tickPrices } from './tickPrices';
import { tickMarket } from './tickMarket';

const seller = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600 * 1000);

describe('percentChange', () => {
  it('is signed, with 2 decimals, truncated toward zero', () => {
    expect(percentChange(12n, 10n)).toBe('20.00');
    expect(percentChange(8n, 10n)).toBe('-20.00');
    expect(percentChange(10n, 3n)).toBe('233.33');
    expect(percentChange(2n, 3n)).toBe('-33.33');
    expect(percentChange(5n, 5n)).toBe('0.00');
  });
});

describe.each(testDatabases)('BRC-20 tick prices ($name)', (testDatabase) => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await testDatabase.open();
    const { db } = database;
    for (const tick of ['ordi', 'sats', 'none']) await insertTick(db, tick);
    // ordi: sold at 10 sats/token two days ago, at 15 an hour ago; listed now from 12 sats/token.
    await insertOrder(db, {
      tick: 'ordi',
      n: 1,
      amount: whole(100),
      priceSats: 1000n,
      seller,
      status: 'sold',
      soldAt: hoursAgo(48),
    });
    await insertOrder(db, {
      tick: 'ordi',
      n: 2,
      amount: whole(100),
      priceSats: 1500n,
      seller,
      status: 'sold',
      soldAt: hoursAgo(1),
    });
    await insertOrder(db, { tick: 'ordi', n: 3, amount: whole(100), priceSats: 1200n, seller });
    await insertOrder(db, { tick: 'ordi', n: 4, amount: whole(10), priceSats: 2000n, seller });
    await insertOrder(db, { tick: 'ordi', n: 5, amount: whole(1), priceSats: 1n, seller, status: 'cancelled' });
    // sats: nothing listed; 10 sats/token 30 hours ago, then 8 sats/token in the last day (twice).
    await insertOrder(db, {
      tick: 'sats',
      n: 6,
      amount: whole(100),
      priceSats: 1000n,
      seller,
      status: 'sold',
      soldAt: hoursAgo(30),
    });
    await insertOrder(db, {
      tick: 'sats',
      n: 7,
      amount: whole(100),
      priceSats: 800n,
      seller,
      status: 'sold',
      soldAt: hoursAgo(5),
    });
    await insertOrder(db, {
      tick: 'sats',
      n: 8,
      amount: whole(50),
      priceSats: 400n,
      seller,
      status: 'sold',
      soldAt: hoursAgo(2),
    });
  }, 60_000);
  afterAll(() => database.close());

  it('prices each tick by its floor, else its last sale, with the change against the last sale 24 h ago', async () => {
    const prices = await tickPrices(database.db, ['ordi', 'sats', 'none']);
    expect(prices.get('ordi')).toEqual({ price: '12', change_24h: '20.00', volume_24h: 1500, sales_24h: 1 });
    expect(prices.get('sats')).toEqual({ price: '8', change_24h: '-20.00', volume_24h: 1200, sales_24h: 2 });
    expect(prices.get('none')).toEqual({ price: null, change_24h: null, volume_24h: 0, sales_24h: 0 });
  });

  it('adds the floor, listed count and all-time volume for one tick', async () => {
    expect(await tickMarket(database.db, 'ordi')).toEqual({
      price: '12',
      change_24h: '20.00',
      volume_24h: 1500,
      sales_24h: 1,
      floor_price: '12',
      listed: 2,
      volume_total: 2500,
      sales_total: 2,
    });
  });
});
