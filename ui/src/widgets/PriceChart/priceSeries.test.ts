import { describe, expect, it } from 'vitest';
import { priceColumns, priceSummary, timeLabelFormat } from './priceSeries';

const points = [
  { time: 1_700_000_120_000, value: 1_300_000 },
  { time: 1_700_000_000_000, value: 1_000_000n },
  { time: 1_700_000_060_000, value: 900_000 },
];

describe('priceColumns', () => {
  it('puts points in time order, with times in seconds', () => {
    expect(priceColumns(points, 'sats')).toEqual({
      times: [1_700_000_000, 1_700_000_060, 1_700_000_120],
      values: [1_000_000, 900_000, 1_300_000],
      sats: [1_000_000n, 900_000n, 1_300_000n],
    });
  });

  it('plots bitcoin amounts in BTC', () => {
    expect(priceColumns(points, 'btc').values).toEqual([0.01, 0.009, 0.013]);
  });

  it('is empty for no points', () => {
    expect(priceColumns([], 'btc')).toEqual({ times: [], values: [], sats: [] });
  });
});

describe('priceSummary', () => {
  it('gives first, last, low, high and the change in percent', () => {
    expect(priceSummary(points)).toEqual({
      first: 1_000_000n,
      last: 1_300_000n,
      low: 900_000n,
      high: 1_300_000n,
      change: 30,
    });
  });

  it('gives a falling change as negative', () => {
    expect(priceSummary([points[1], points[2]].filter((point) => point !== undefined))?.change).toBe(-10);
  });

  it('keeps four decimals of the change, exact for huge bigint prices', () => {
    const huge = [
      { time: 1, value: 3_000_000_000_000_000_000n },
      { time: 2, value: 3_000_000_000_000_000_001n },
      { time: 3, value: 4_000_000_000_000_000_000n },
    ];
    expect(priceSummary(huge)?.change).toBe(33.3333);
    expect(priceSummary(huge)?.high).toBe(4_000_000_000_000_000_000n);
  });

  it('has no change when the first price is zero, and no summary without points', () => {
    expect(
      priceSummary([
        { time: 1, value: 0 },
        { time: 2, value: 5 },
      ])?.change,
    ).toBeNull();
    expect(priceSummary([])).toBeNull();
  });
});

describe('timeLabelFormat', () => {
  it('shows clock time for a day and dates for longer spans', () => {
    expect(timeLabelFormat(24 * 3600)).toHaveProperty('hour', '2-digit');
    expect(timeLabelFormat(7 * 24 * 3600)).toHaveProperty('month', 'short');
  });
});
