import { eq, sql } from 'drizzle-orm';
import type { NetworkName } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { rates } from '../../db/schema';
import { simulatedUsdPerBtc } from './simulatedUsdRate';
import { usdRateFeed, type UsdRate, type UsdRateFeed } from './usdRateFeed';

export interface UsdRateAnswer {
  usd_per_btc: number | null;
  /** When the value was read (or, simulated, the moment asked), unix seconds. */
  updated_at: number | null;
  source: 'simulated' | 'feed' | 'unavailable';
  /** True when the service failed and this is the last good value. */
  stale: boolean;
}

export interface UsdRateReaderOptions {
  readonly network: NetworkName;
  readonly url: string | undefined;
  readonly refreshMs?: number;
  readonly timeoutMs?: number;
  readonly now?: () => number;
}

const seconds = (ms: number) => Math.floor(ms / 1000);

/**
 * USD per BTC for the app. Devnet: the simulated, moving rate. Real networks: USD_RATE_URL through a cached
 * feed; each good value is kept in the rates table so a restarted (or another) instance answers it until the
 * service answers again.
 */
export function usdRateReader(db: Database, options: UsdRateReaderOptions): () => Promise<UsdRateAnswer> {
  const now = options.now ?? Date.now;
  const refreshMs = options.refreshMs ?? 60_000;
  if (options.network === 'devnet') {
    return () => {
      const at = now();
      return Promise.resolve({
        usd_per_btc: simulatedUsdPerBtc(at),
        updated_at: seconds(at),
        source: 'simulated',
        stale: false,
      });
    };
  }
  const { url } = options;
  let feed: UsdRateFeed | undefined;
  const openFeed = async (): Promise<UsdRateFeed | undefined> => {
    if (url === undefined) return undefined;
    if (feed) return feed;
    const [row] = await db.select().from(rates).where(eq(rates.kind, 'usd_per_btc'));
    const initial: UsdRate | undefined = row && { usdPerBtc: Number(row.value), readAt: row.updatedAt.getTime() };
    feed ??= usdRateFeed({
      url,
      refreshMs,
      timeoutMs: options.timeoutMs,
      initial,
      now,
      onFresh: (rate) => keep(db, rate),
    });
    return feed;
  };
  return async () => {
    const rate = await (await openFeed())?.read();
    if (!rate) return { usd_per_btc: null, updated_at: null, source: 'unavailable', stale: true };
    return {
      usd_per_btc: rate.usdPerBtc,
      updated_at: seconds(rate.readAt),
      source: 'feed',
      stale: now() - rate.readAt > refreshMs,
    };
  };
}

async function keep(db: Database, rate: UsdRate): Promise<void> {
  const value = rate.usdPerBtc.toFixed(8);
  const updatedAt = new Date(rate.readAt);
  await db
    .insert(rates)
    .values({ kind: 'usd_per_btc', value, updatedAt })
    .onConflictDoUpdate({ target: rates.kind, set: { value, updatedAt: sql`excluded.updated_at` } });
}
