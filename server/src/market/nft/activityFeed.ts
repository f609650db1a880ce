import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { activity, activityKinds, collections, inscriptions } from '../../db/schema';
import type { ActivityFeed } from '../activityFeed';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

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

/** The NFT market's feed: it walks activity_time_idx, or activity_collection_time_idx for one collection. */
export const nftActivityFeed: ActivityFeed<ReturnType<typeof selectNftActivity>, ActivityItem> = {
  ledger: { table: activity, scope: activity.collectionId, happenedAt: activity.occurredAt },
  rows: selectNftActivity,
  toItem: ({ event, number, collectionName }) => ({
    kind: event.kind,
    inscription_id: event.inscriptionId,
    inscription_number: number,
    collection_id: event.collectionId,
    collection_name: collectionName,
    price: event.priceSats === null ? null : jsonSats(event.priceSats),
    from_address: event.fromAddress,
    to_address: event.toAddress,
    txid: event.txid,
    happened_at: unixSeconds(event.occurredAt),
  }),
};

/** NFT events with the inscription numbers and collection names the feed shows beside them. */
function selectNftActivity(db: Database) {
  return db
    .select({ event: activity, number: inscriptions.number, collectionName: collections.name })
    .from(activity)
    .leftJoin(inscriptions, eq(inscriptions.inscriptionId, activity.inscriptionId))
    .leftJoin(collections, eq(collections.id, activity.collectionId))
    .$dynamic();
}
