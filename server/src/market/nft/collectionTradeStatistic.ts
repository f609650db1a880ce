import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';

export const tradeIntervals = { hour: 3600, day: 86_400 } as const;
export type TradeInterval = keyof typeof tradeIntervals;

/** One bar of a collection's price chart; prices in sats, null for a bucket without sales. */
export const tradeBucketSchema = z.object({
  /** Start of the bucket, unix seconds (UTC hours or days). */
  time: z.number().int(),
  sales: z.number().int(),
  volume: z.number().int(),
  low_price: z.number().int().nullable(),
  high_price: z.number().int().nullable(),
  average_price: z.number().int().nullable(),
});
export type TradeBucket = z.infer<typeof tradeBucketSchema>;

interface BucketRow {
  time: string;
  sales: string;
  volume: string;
  low: string | null;
  high: string | null;
  average: string | null;
}

/**
 * A collection's sales per hour or day over the last `count` buckets, the current one included, oldest first.
 * Empty buckets are answered too so a chart's x axis has no gaps. Read from the partial index of sales.
 */
export async function collectionTradeBuckets(
  db: Database,
  collectionId: string,
  interval: TradeInterval,
  count: number,
): Promise<TradeBucket[]> {
  const unit = sql.raw(`'${interval}'`);
  const step = sql.raw(`interval '1 ${interval}'`);
  // Both drivers (PGlite, node-postgres) answer raw statements as `{ rows }`.
  const result = (await db.execute(sql`
    with buckets as (
      select generate_series(
        date_trunc(${unit}, now() at time zone 'UTC') - cast(${count - 1} as integer) * ${step},
        date_trunc(${unit}, now() at time zone 'UTC'),
        ${step}
      ) as start
    ), sales as (
      select date_trunc(${unit}, occurred_at at time zone 'UTC') as start, price_sats
      from activity
      where collection_id = ${collectionId} and kind = 'sale'
        and occurred_at >= (date_trunc(${unit}, now() at time zone 'UTC') - cast(${count - 1} as integer) * ${step}) at time zone 'UTC'
    )
    select extract(epoch from buckets.start)::bigint::text as time,
      count(sales.price_sats)::text as sales,
      coalesce(sum(sales.price_sats), 0)::text as volume,
      min(sales.price_sats)::text as low,
      max(sales.price_sats)::text as high,
      div(sum(sales.price_sats), nullif(count(sales.price_sats), 0))::text as average
    from buckets left join sales on sales.start = buckets.start
    group by buckets.start
    order by buckets.start`)) as { rows: BucketRow[] };
  return result.rows.map((row) => ({
    time: Number(row.time),
    sales: Number(row.sales),
    volume: Number(row.volume),
    low_price: row.low === null ? null : Number(row.low),
    high_price: row.high === null ? null : Number(row.high),
    average_price: row.average === null ? null : Number(row.average),
  }));
}
