import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { brc20Orders } from '../../db/schema';
import { renderUnitPrice, satsValue } from './brc20Json';
import { noTickPrice, tickPrices, tickPriceSchema } from './tickPrices';
import { jsonSats } from '../../http/jsonValues';

export const tickMarketSchema = tickPriceSchema.extend({
  /** Cheapest listed unit price in sats per token; null when nothing is listed. */
  floor_price: z.string().nullable(),
  listed: z.number().int(),
  volume_total: satsValue,
  sales_total: z.number().int(),
});
export type TickMarket = z.infer<typeof tickMarketSchema>;

/** How a tick trades: floor of live listings, price and its 24h change, and volume of completed sales. */
export async function tickMarket(db: Database, tick: string): Promise<TickMarket> {
  const [[listing], [sales], prices] = await Promise.all([
    db
      .select({ floor: sql<string | null>`min(${brc20Orders.unitPrice})::text`, listed: sql<string>`count(*)::text` })
      .from(brc20Orders)
      .where(and(eq(brc20Orders.tick, tick), eq(brc20Orders.status, 'on_list'))),
    db
      .select({
        volume: sql<string>`coalesce(sum(${brc20Orders.priceSats}), 0)::text`,
        count: sql<string>`count(*)::text`,
      })
      .from(brc20Orders)
      .where(and(eq(brc20Orders.tick, tick), eq(brc20Orders.status, 'sold'))),
    tickPrices(db, [tick]),
  ]);
  const floor = listing?.floor ?? null;
  return {
    ...(prices.get(tick) ?? noTickPrice),
    floor_price: floor === null ? null : renderUnitPrice(BigInt(floor)),
    listed: Number(listing?.listed ?? 0),
    volume_total: jsonSats(BigInt(sales?.volume ?? 0)),
    sales_total: Number(sales?.count ?? 0),
  };
}
