import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../db/database';
import { pagingSchema, toPage, type Page, type Paging } from '../http/envelope';

/** Where a market writes its events (each with an id and a kind), and the columns its feed narrows and orders by. */
export interface ActivityLedger {
  readonly table: PgTable & { readonly id: PgColumn; readonly kind: PgColumn };
  /** What one feed can be narrowed to: a collection, or a tick. */
  readonly scope: PgColumn;
  readonly happenedAt: PgColumn;
}

/** One market's activity feed: its ledger, the ledger joined to what names its events, and the item a row makes. */
export interface ActivityFeed<Rows extends PgSelect, Item> {
  readonly ledger: ActivityLedger;
  readonly rows: (db: Database) => Rows;
  readonly toItem: (row: Rows['_']['result'][number]) => Item;
}

export interface ActivityFilter<Kind extends string> {
  readonly kinds: readonly Kind[] | undefined;
  /** The collection id or the ledger's (lowercase) tick; undefined for the whole market. */
  readonly scope: string | undefined;
}

/** An activity feed request: a page of at most 50, the kinds wanted (none names all), and the market's scope field. */
export function activityRequestSchema<Kind extends string, Scope extends z.ZodRawShape>(
  kinds: readonly [Kind, ...Kind[]],
  scope: Scope,
) {
  return pagingSchema
    .extend({
      limit: z.number().int().min(1).max(50).default(20),
      kinds: z.array(z.enum(kinds)).min(1).max(kinds.length).optional(),
      ...scope,
    })
    .strict();
}

/**
 * What happened in one market, newest first, with the total of the whole filter. The order walks the ledger's
 * (time, id) index backwards (or its scope's index for one collection or tick), so a page never sorts the table.
 */
export async function activityPage<Rows extends PgSelect, Item, Kind extends string>(
  db: Database,
  feed: ActivityFeed<Rows, Item>,
  filter: ActivityFilter<Kind>,
  paging: Paging,
): Promise<Page<Item>> {
  const { ledger } = feed;
  const { table } = ledger;
  const where = and(
    filter.kinds === undefined ? undefined : inArray(table.kind, [...filter.kinds]),
    filter.scope === undefined ? undefined : eq(ledger.scope, filter.scope),
  );
  const [rows, [counted]] = await Promise.all([
    feed
      .rows(db)
      .where(where)
      .orderBy(desc(ledger.happenedAt), desc(table.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(table).where(where),
  ]);
  return toPage(rows.map(feed.toItem), counted?.total ?? 0, paging);
}
