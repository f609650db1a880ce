import { describe, expect, it } from 'vitest';
import { tickPricePoints, tickStatisticBody } from './tickPriceHistory';
import { unknownTickMarket } from './unknownTickMarket';

const day = (time: number, trades: number, average: string) => ({
  date: '2026-11-30',
  time,
  trades,
  volume: trades * 1_000,
  average_price: average,
  low_price: average,
  high_price: average,
});

const statistic = (days: Array<ReturnType<typeof day>>) => ({ ...unknownTickMarket, tick: 'ordi', days });

describe('the tick price chart', () => {
  it('asks hours for a day and days beyond, within the 365 the server keeps', () => {
    expect(tickStatisticBody('ordi', '24h')).toEqual({ tick: 'ordi', interval: 'hour', days: 1 });
    expect(tickStatisticBody('ordi', '30d')).toEqual({ tick: 'ordi', interval: 'day', days: 30 });
    expect(tickStatisticBody('ordi', 'all')).toEqual({ tick: 'ordi', interval: 'day', days: 365 });
  });

  it('draws the average price of each bucket that traded, in ms', () => {
    const points = tickPricePoints(
      statistic([day(1_796_000_000, 2, '2.5'), day(1_796_086_400, 0, '0'), day(1_796_172_800, 1, '3')]),
    );
    expect(points).toEqual([
      { time: 1_796_000_000_000, value: 2.5 },
      { time: 1_796_172_800_000, value: 3 },
    ]);
  });
});
