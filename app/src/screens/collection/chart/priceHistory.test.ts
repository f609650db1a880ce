import { describe, expect, it } from 'vitest';
import { pricePoints, tradeStatisticBody } from './priceHistory';

describe('priceHistory', () => {
  it('asks hours for a day and days beyond', () => {
    expect(tradeStatisticBody('c', '24h')).toEqual({ collection_id: 'c', interval: 'hour', count: 24 });
    expect(tradeStatisticBody('c', 'all')).toEqual({ collection_id: 'c', interval: 'day', count: 366 });
  });

  it('draws only buckets that had sales', () => {
    const bucket = { sales: 0, volume: 0, low_price: null, high_price: null };
    expect(
      pricePoints({
        interval: 'day',
        items: [
          { ...bucket, time: 1, average_price: null },
          { ...bucket, time: 2, average_price: 5000 },
        ],
      }),
    ).toEqual([{ time: 2000, value: 5000 }]);
  });
});
