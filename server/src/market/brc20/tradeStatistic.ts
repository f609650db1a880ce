import { and, eq, gte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { brc20Orders } from '../../db/schema';
import { renderUnitPrice, satsValue } from './brc20Json';
import { jsonSats } from '../../http/jsonValues';

export const tradeIntervals = ['day', 'hour'] as const;
export type TradeInterval = (typeof tradeIntervals)[number];

export const tradeDaySchema = z.object({
  /** UTC bucket: YYYY-MM-DD for days, YYYY-MM-DD HH:00 for hours. */
  date: z.string(),
  /** Start of the bucket, unix seconds. */
  time: z.number().int(),
  trades: z.number().int(),
  volume: satsValue,
  /** Volume-weighted unit price of the bucket, and its extremes, in sats per token. */
  average_price: z.string(),
  low_price: z.string(),
  high_price: z.string(),
});
export type TradeDay = z.infer<typeof tradeDaySchema>;

const labels = { day: 'YYYY-MM-DD', hour: 'YYYY-MM-DD HH24:00' } as const;

/**
 * Price and volume of a tick per UTC day (or hour) over the last `days` days, straight from its completed
 * sales: no separate statistics table to drift from the orders. Buckets without sales are left out.
 */
export async function tradeDays(
  db: Database,
  tick: string,
  days: number,
  interval: TradeInterval = 'day',
): Promise<TradeDay[]> {
  const start = sql`date_trunc(${sql.raw(`'${interval}'`)}, ${brc20Orders.soldAt} at time zone 'UTC')`;
  const label = sql<string>`to_char(${start}, ${sql.raw(`'${labels[interval]}'`)})`;
  const rows = await db
    .select({
      date: label,
      time: sql<string>`extract(epoch from ${start})::bigint::text`,
      trades: sql<string>`count(*)::text`,
      volume: sql<string>`sum(${brc20Orders.priceSats})::text`,
      // sats per token scaled by 10^18: total sats * 10^36 / total scaled amount, rounded down.
      average: sql<string>`div(sum(${brc20Orders.priceSats}) * 1e36, sum(${brc20Orders.amount}))::text`,
      low: sql<string>`min(${brc20Orders.unitPrice})::text`,
      high: sql<string>`max(${brc20Orders.unitPrice})::text`,
    })
    .from(brc20Orders)
    .where(
      and(
        eq(brc20Orders.tick, tick),
        eq(brc20Orders.status, 'sold'),
        gte(brc20Orders.soldAt, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .groupBy(label, start)
    .orderBy(start);
  return rows.map((row) => ({
    date: row.date,
    time: Number(row.time),
    trades: Number(row.trades),
    volume: jsonSats(BigInt(row.volume)),
    average_price: renderUnitPrice(BigInt(row.average)),
    low_price: renderUnitPrice(BigInt(row.low)),
    high_price: renderUnitPrice(BigInt(row.high)),
  }));
}
