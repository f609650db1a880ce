import type { PricePoint, PriceRange } from '@ordmarket/ui';
import type { ApiBody, ApiData } from '../../../api/apiCalls';

type Path = '/btc/ordinals/get_collection_trade_statistic';
type TradeStatistic = ApiData<Path>;

/** The buckets each chart range asks for: hours for a day, days beyond (the server keeps at most 366). */
const rangeBuckets: Record<PriceRange, Pick<ApiBody<Path>, 'interval' | 'count'>> = {
  '24h': { interval: 'hour', count: 24 },
  '7d': { interval: 'day', count: 7 },
  '30d': { interval: 'day', count: 30 },
  all: { interval: 'day', count: 366 },
};

export function tradeStatisticBody(collectionId: string, range: PriceRange): ApiBody<Path> {
  return { collection_id: collectionId, ...rangeBuckets[range] };
}

/** The average sale price of each bucket that had sales (quiet ones are left out), timed in ms for the chart. */
export function pricePoints(statistic: TradeStatistic): PricePoint[] {
  return statistic.items.flatMap((bucket) =>
    bucket.average_price === null ? [] : [{ time: bucket.time * 1000, value: bucket.average_price }],
  );
}
