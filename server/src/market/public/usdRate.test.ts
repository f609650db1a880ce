import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { rates } from '../../db/schema';
import { embeddedTestDatabases } from '../../testing/testDatabases';
import { simulatedUsdPerBtc } from './simulatedUsdRate';
import { usdRateReader } from './usdRate';
import { priceIn } from './usdRateFeed';

describe('the simulated devnet rate', () => {
  const start = Date.UTC(2026, 4, 1);

  it('is a pure function of time', () => {
    expect(simulatedUsdPerBtc(start)).toBe(simulatedUsdPerBtc(start));
    expect(simulatedUsdPerBtc(start + 123_456)).toBe(simulatedUsdPerBtc(start + 123_456));
  });

  it('moves from minute to minute and stays positive, in cents', () => {
    const minutes = Array.from({ length: 7 * 24 * 60 }, (_, minute) => simulatedUsdPerBtc(start + minute * 60_000));
    expect(new Set(minutes).size).toBeGreaterThan(minutes.length * 0.9);
    expect(Math.min(...minutes)).toBeGreaterThan(50_000);
    expect(Math.max(...minutes) - Math.min(...minutes)).toBeGreaterThan(1_000);
    expect(minutes.every((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)).toBe(true);
    expect(simulatedUsdPerBtc(0)).toBeGreaterThan(0);
  });
});

describe('reading a price out of a service answer', () => {
  it('finds the number where services put it, and refuses garbage', () => {
    expect(priceIn({ symbol: 'BTCUSDT', price: '97123.45' })).toBe(97123.45);
    expect(priceIn({ data: { rate: 96000 } })).toBe(96000);
    expect(priceIn({ bitcoin: { usd: 95000.5 } })).toBe(95000.5);
    expect(priceIn(94000)).toBe(94000);
    for (const garbage of [{ price: 'abc' }, { price: -1 }, { price: '' }, null, 'NaN', { nothing: 1 }, []]) {
      expect(priceIn(garbage)).toBeUndefined();
    }
  });
});

describe.each(embeddedTestDatabases)('USD per BTC from a configured service ($name)', (testDatabase) => {
  let database: DatabaseHandle;
  let service: Server;
  let url = '';
  let answer: { status: number; body: string } = { status: 200, body: '{"price":"97000.5"}' };
  let served = 0;
  let clock = Date.UTC(2026, 4, 1);
  const now = () => clock;

  beforeAll(async () => {
    database = await testDatabase.open();
    service = createServer((_request, response) => {
      served += 1;
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(service.address() as AddressInfo).port}/price`;
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => service.close(resolve));
    await database.close();
  });

  it('answers the service, at most one read a minute, then the last good value when it fails', async () => {
    const read = usdRateReader(database.db, { network: 'mainnet', url, now, timeoutMs: 2_000 });
    const first = await read();
    expect(first).toEqual({ usd_per_btc: 97000.5, updated_at: clock / 1000, source: 'feed', stale: false });
    answer = { status: 200, body: '{"price":"98000"}' };
    clock += 30_000;
    expect((await read()).usd_per_btc).toBe(97000.5);
    expect(served).toBe(1);
    clock += 31_000;
    expect(await read()).toMatchObject({ usd_per_btc: 98000, updated_at: clock / 1000 });
    const goodAt = clock / 1000;
    const [kept] = await database.db.select().from(rates).where(eq(rates.kind, 'usd_per_btc'));
    expect(Number(kept?.value)).toBe(98000);

    answer = { status: 500, body: '{"error":"down"}' };
    clock += 120_000;
    expect(await read()).toEqual({ usd_per_btc: 98000, updated_at: goodAt, source: 'feed', stale: true });
    answer = { status: 200, body: 'not json at all' };
    clock += 61_000;
    expect(await read()).toMatchObject({ usd_per_btc: 98000, updated_at: goodAt, stale: true });
    expect(served).toBe(4);

    // A new instance answers the kept value while the service is still broken.
    const restarted = usdRateReader(database.db, { network: 'mainnet', url, now, timeoutMs: 2_000 });
    expect(await restarted()).toMatchObject({ usd_per_btc: 98000, updated_at: goodAt, stale: true });
  });

  it('says unavailable when there is no service and no kept value, and simulates on devnet', async () => {
    await database.db.delete(rates);
    const none = usdRateReader(database.db, { network: 'mainnet', url: undefined, now });
    expect(await none()).toEqual({ usd_per_btc: null, updated_at: null, source: 'unavailable', stale: true });
    const devnet = usdRateReader(database.db, { network: 'devnet', url, now });
    expect(await devnet()).toEqual({
      usd_per_btc: simulatedUsdPerBtc(clock),
      updated_at: clock / 1000,
      source: 'simulated',
      stale: false,
    });
  });
});
