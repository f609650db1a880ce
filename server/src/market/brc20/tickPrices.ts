import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { percentText } from '@ordmarket/protocol';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { brc20Orders } from '../../db/schema';
import { renderUnitPrice, satsValue } from './brc20Json';
import { jsonSats } from '../../http/jsonValues';

/**
 * What a token list row shows of a tick's price, all unit prices in sats per whole token:
 * - price: the floor of the live (`on_list`) orders, else the last sale's unit price, else null;
 * - change_24h: (price − reference) / reference in percent with 2 decimals, truncated toward zero, signed,
 *   where the reference is the unit price of the last sale made 24 hours ago or earlier; null without one;
 * - volume_24h / sales_24h: sats and count of sales in the last 24 hours.
 */
export const tickPriceSchema = z.object({
  price: z.string().nullable(),
  change_24h: z.string().nullable(),
  volume_24h: satsValue,
  sales_24h: z.number().int(),
});
export type TickPrice = z.infer<typeof tickPriceSchema>;

const dayAgo = sql`now() - interval '24 hours'`;

/** How far a price moved from its reference, as a signed percent with 2 decimals: "12.50", "-3.07", "0.00". */
export const percentChange = (now: bigint, before: bigint): string => percentText(now - before, before);

/** Prices of several ticks in four grouped queries, whatever the page size. */
export async function tickPrices(db: Database, ticks: readonly string[]): Promise<Map<string, TickPrice>> {
  if (ticks.length === 0) return new Map();
  const ofTicks = inArray(brc20Orders.tick, [...ticks]);
  const sold = and(ofTicks, eq(brc20Orders.status, 'sold'));
  const lastSale = (until: ReturnType<typeof lte> | undefined) =>
    db
      .selectDistinctOn([brc20Orders.tick], { tick: brc20Orders.tick, unitPrice: brc20Orders.unitPrice })
      .from(brc20Orders)
      .where(and(sold, until))
      .orderBy(brc20Orders.tick, sql`${brc20Orders.soldAt} desc nulls last`, sql`${brc20Orders.id} desc`);
  const [floors, latest, references, recent] = await Promise.all([
    db
      .select({ tick: brc20Orders.tick, floor: sql<string>`min(${brc20Orders.unitPrice})::text` })
      .from(brc20Orders)
      .where(and(ofTicks, eq(brc20Orders.status, 'on_list')))
      .groupBy(brc20Orders.tick),
    lastSale(undefined),
    lastSale(lte(brc20Orders.soldAt, dayAgo)),
    db
      .select({
        tick: brc20Orders.tick,
        volume: sql<string>`coalesce(sum(${brc20Orders.priceSats}), 0)::text`,
        sales: sql<string>`count(*)::text`,
      })
      .from(brc20Orders)
      .where(and(sold, gt(brc20Orders.soldAt, dayAgo)))
      .groupBy(brc20Orders.tick),
  ]);
  const floorOf = new Map(floors.map((row) => [row.tick, BigInt(row.floor)]));
  const lastOf = new Map(latest.map((row) => [row.tick, row.unitPrice]));
  const referenceOf = new Map(references.map((row) => [row.tick, row.unitPrice]));
  const recentOf = new Map(recent.map((row) => [row.tick, row]));
  return new Map(
    ticks.map((tick) => {
      const price = floorOf.get(tick) ?? lastOf.get(tick);
      const reference = referenceOf.get(tick);
      const day = recentOf.get(tick);
      return [
        tick,
        {
          price: price === undefined ? null : renderUnitPrice(price),
          change_24h:
            price === undefined || reference === undefined || reference === 0n ? null : percentChange(price, reference),
          volume_24h: jsonSats(BigInt(day?.volume ?? 0)),
          sales_24h: Number(day?.sales ?? 0),
        },
      ];
    }),
  );
}

export const noTickPrice: TickPrice = { price: null, change_24h: null, volume_24h: 0, sales_24h: 0 };
