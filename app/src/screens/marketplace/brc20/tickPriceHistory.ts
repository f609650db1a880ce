import type { PricePoint, PriceRange } from '@ordmarket/ui';
import type { ApiBody, ApiData } from '../../../api/apiCalls';

type Path = '/btc/brc_20/get_trade_statistic';

/** The buckets each chart range asks for: hours for a day, days beyond (the server gives at most 365). */
const rangeBuckets: Record<PriceRange, Pick<ApiBody<Path>, 'interval' | 'days'>> = {
  '24h': { interval: 'hour', days: 1 },
  '7d': { interval: 'day', days: 7 },
  '30d': { interval: 'day', days: 30 },
  all: { interval: 'day', days: 365 },
};

export function tickStatisticBody(tick: string, range: PriceRange): ApiBody<Path> {
  return { tick, ...rangeBuckets[range] };
}

/** The average price (sats per token) of each bucket that had trades, timed in ms for the chart. */
export function tickPricePoints(statistic: ApiData<Path>): PricePoint[] {
  return statistic.days.flatMap((bucket) => {
    const value = Number(bucket.average_price);
    return bucket.trades > 0 && Number.isFinite(value) ? [{ time: bucket.time * 1000, value }] : [];
  });
}
