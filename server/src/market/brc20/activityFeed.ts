import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { brc20Activity, brc20ActivityKinds, brc20Ticks, type Brc20ActivityKind } from '../../db/schema';
import { toPage, type Page, type Paging } from '../../http/envelope';
import { amountText, renderAmount, satsNumber, unixSeconds } from './brc20Json';

export const brc20ActivityItemSchema = z.object({
  kind: z.enum(brc20ActivityKinds),
  tick: z.string(),
  /** Null for events that move no amount. */
  amount: amountText.nullable(),
  inscription_id: z.string().nullable(),
  from_address: z.string().nullable(),
  to_address: z.string().nullable(),
  txid: z.string().nullable(),
  /** Sats the buyer paid, on sales (and the asking price on listings); null otherwise. */
  price: z.number().int().nullable(),
  /** Unix seconds. */
  happened_at: z.number().int(),
});
export type Brc20ActivityItem = z.infer<typeof brc20ActivityItemSchema>;

export interface Brc20ActivityQuery {
  readonly kinds: readonly Brc20ActivityKind[] | undefined;
  /** The ledger's (lowercase) tick. */
  readonly tick: string | undefined;
}

/**
 * What happened to BRC-20 tokens, newest first. The order walks brc20_activity_time_idx (or
 * brc20_activity_tick_idx for one tick) backwards, so a page never sorts the whole table.
 */
export async function brc20ActivityFeed(
  db: Database,
  query: Brc20ActivityQuery,
  paging: Paging,
): Promise<Page<Brc20ActivityItem>> {
  const where: SQL | undefined = and(
    query.kinds === undefined ? undefined : inArray(brc20Activity.kind, [...query.kinds]),
    query.tick === undefined ? undefined : eq(brc20Activity.tick, query.tick),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        kind: brc20Activity.kind,
        tick: brc20Activity.tick,
        displayTick: brc20Ticks.displayTick,
        decimals: brc20Ticks.decimals,
        amount: brc20Activity.amount,
        inscriptionId: brc20Activity.inscriptionId,
        fromAddress: brc20Activity.fromAddress,
        toAddress: brc20Activity.toAddress,
        txid: brc20Activity.txid,
        priceSats: brc20Activity.priceSats,
        happenedAt: brc20Activity.happenedAt,
      })
      .from(brc20Activity)
      .leftJoin(brc20Ticks, eq(brc20Ticks.tick, brc20Activity.tick))
      .where(where)
      .orderBy(desc(brc20Activity.happenedAt), desc(brc20Activity.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(brc20Activity).where(where),
  ]);
  const items = rows.map((row): Brc20ActivityItem => ({
    kind: row.kind,
    tick: row.displayTick ?? row.tick,
    // Amounts are stored scaled by 10^18; the tick's decimals say how many of them to write.
    amount: row.amount === null ? null : renderAmount(row.amount, row.decimals ?? 18),
    inscription_id: row.inscriptionId,
    from_address: row.fromAddress,
    to_address: row.toAddress,
    txid: row.txid,
    price: row.priceSats === null ? null : satsNumber(row.priceSats),
    happened_at: unixSeconds(row.happenedAt),
  }));
  return toPage(items, counted?.total ?? 0, paging);
}
