import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { activity, activityKinds, collections, inscriptions, type ActivityKind } from '../../db/schema';
import { toPage, type Page, type Paging } from '../../http/envelope';
import { toSats, toUnixSeconds } from './marketFields';

export const activityItemSchema = z.object({
  kind: z.enum(activityKinds),
  inscription_id: z.string(),
  /** Null while the indexer has not recorded the inscription itself. */
  inscription_number: z.number().int().nullable(),
  collection_id: z.string().nullable(),
  collection_name: z.string().nullable(),
  /** Sats; null for events without a price (mints, delistings, transfers). */
  price: z.number().int().nullable(),
  from_address: z.string().nullable(),
  to_address: z.string().nullable(),
  txid: z.string().nullable(),
  /** Unix seconds. */
  happened_at: z.number().int(),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export interface ActivityQuery {
  readonly kinds: readonly ActivityKind[] | undefined;
  readonly collectionId: string | undefined;
}

/**
 * What happened across the market, newest first. The order walks activity_time_idx (or
 * activity_collection_time_idx for one collection) backwards, so a page never sorts the whole table.
 */
export async function activityFeed(db: Database, query: ActivityQuery, paging: Paging): Promise<Page<ActivityItem>> {
  const where: SQL | undefined = and(
    query.kinds === undefined ? undefined : inArray(activity.kind, [...query.kinds]),
    query.collectionId === undefined ? undefined : eq(activity.collectionId, query.collectionId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        kind: activity.kind,
        inscriptionId: activity.inscriptionId,
        number: inscriptions.number,
        collectionId: activity.collectionId,
        collectionName: collections.name,
        priceSats: activity.priceSats,
        fromAddress: activity.fromAddress,
        toAddress: activity.toAddress,
        txid: activity.txid,
        occurredAt: activity.occurredAt,
      })
      .from(activity)
      .leftJoin(inscriptions, eq(inscriptions.inscriptionId, activity.inscriptionId))
      .leftJoin(collections, eq(collections.id, activity.collectionId))
      .where(where)
      .orderBy(desc(activity.occurredAt), desc(activity.id))
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(activity).where(where),
  ]);
  const items = rows.map((row): ActivityItem => ({
    kind: row.kind,
    inscription_id: row.inscriptionId,
    inscription_number: row.number,
    collection_id: row.collectionId,
    collection_name: row.collectionName,
    price: row.priceSats === null ? null : toSats(row.priceSats),
    from_address: row.fromAddress,
    to_address: row.toAddress,
    txid: row.txid,
    happened_at: toUnixSeconds(row.occurredAt),
  }));
  return toPage(items, counted?.total ?? 0, paging);
}
