import { and, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { collections, inscriptions } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import { pageSchema, pagingSchema, type Paging } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { collectionAttributes, traitSchema } from './collectionAttributes';
import { collectionDetail, collectionDetailSchema } from './collectionDetail';
import { collectionTradeBuckets, tradeBucketSchema } from './collectionTradeStatistic';
import {
  collectionExists,
  collectionNotFound,
  collectionPage,
  collectionSchema,
  trendingPeriods,
  type TrendingPeriod,
} from './collectionView';
import { addressField, collectionIdField } from './marketFields';
import { qualified as q } from './qualified';
import { heldByAddress } from '../lockedOwnership';

const tag = 'nft market';
const periods = Object.keys(trendingPeriods) as [TrendingPeriod, ...TrendingPeriod[]];
const userCollectionSchema = collectionSchema.extend({ owned_count: z.number().int() });

// LIKE treats % and _ as wildcards; a trader searching "100%" means the characters.
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** Collection rankings, search and detail (spec §7, NFT market). */
export const collectionRoutes: RouteModule<'config' | 'database' | 'marketReads'> = (
  app,
  { config, database, marketReads },
) => {
  const { db } = database;
  const popular = marketReads.cached((paging: Paging) => collectionPage(db, { order: 'popular', paging }));
  const newest = marketReads.cached((paging: Paging) => collectionPage(db, { order: 'newest', paging }));
  const trending = marketReads.cached(({ period, ...paging }: Paging & { period: TrendingPeriod }) =>
    collectionPage(db, { order: 'trending', period, paging }),
  );
  const search = marketReads.cached(({ keyword, ...paging }: Paging & { keyword: string }) => {
    const pattern = likePattern(keyword);
    const where = or(ilike(collections.name, pattern), ilike(collections.id, pattern));
    return collectionPage(db, { where, order: 'name', paging });
  });
  const detail = marketReads.cached((collectionId: string) => collectionDetail(db, collectionId));
  const traits = marketReads.cached(async (collectionId: string) => {
    if (!(await collectionExists(db, collectionId))) throw collectionNotFound(collectionId);
    return { items: await collectionAttributes(db, collectionId) };
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_popular_collections',
    summary: 'Collections by all-time sales volume, then number of owners',
    tag,
    auth: 'none',
    body: pagingSchema.strict(),
    data: pageSchema(collectionSchema),
    handler: ({ body }) => popular(body),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_new_collections',
    summary: 'Collections, newest first',
    tag,
    auth: 'none',
    body: pagingSchema.strict(),
    data: pageSchema(collectionSchema),
    handler: ({ body }) => newest(body),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_trending_collections',
    summary: 'Trending collections: recent volume against the 7 periods before it, at least 3 sales (24h by default)',
    tag,
    auth: 'none',
    body: pagingSchema.extend({ period: z.enum(periods).default('24h') }).strict(),
    data: pageSchema(collectionSchema),
    handler: ({ body }) => trending(body),
  });

  apiRoute(app, {
    path: '/btc/ordinals/search_collections',
    summary: 'Collections whose name or id contains the keyword',
    tag,
    auth: 'none',
    body: pagingSchema.extend({ keyword: z.string().trim().min(1).max(100) }).strict(),
    data: pageSchema(collectionSchema),
    handler: ({ body }) => search(body),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_collection_detail',
    summary: 'One collection with its market figures: floor, 24h/7d/total volume, listed, owners, traits',
    tag,
    auth: 'none',
    body: z.object({ collection_id: collectionIdField }).strict(),
    data: collectionDetailSchema,
    handler: ({ body }) => detail(body.collection_id),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_collection_attributes',
    summary: "A collection's traits and how many inscriptions carry each value, for the filters",
    tag,
    auth: 'none',
    body: z.object({ collection_id: collectionIdField }).strict(),
    data: z.object({ items: z.array(traitSchema) }),
    handler: ({ body }) => traits(body.collection_id),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_collection_trade_statistic',
    summary: "A collection's sales per hour or day (count, volume, low/high/average price) for its price chart",
    tag,
    auth: 'none',
    body: z
      .object({
        collection_id: collectionIdField,
        interval: z.enum(['hour', 'day']).default('day'),
        /** How many buckets back, the current one included. */
        count: z.number().int().min(1).max(366).default(30),
      })
      .strict(),
    data: z.object({ interval: z.enum(['hour', 'day']), items: z.array(tradeBucketSchema) }),
    handler: async ({ body }) => {
      if (!(await collectionExists(db, body.collection_id))) throw collectionNotFound(body.collection_id);
      const items = await collectionTradeBuckets(db, body.collection_id, body.interval, body.count);
      return { interval: body.interval, items };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_user_collections',
    summary: "The collections an address holds inscriptions of (the caller's address by default)",
    tag,
    auth: 'optional',
    body: pagingSchema.extend({ address: addressField(config.NETWORK).optional() }).strict(),
    data: pageSchema(userCollectionSchema),
    handler: async ({ body, user }) => {
      const address = body.address ?? user?.address;
      if (address === undefined) {
        throw new ApiError('signInRequired', 'Connect your wallet, or name the address whose collections to show.');
      }
      const holds = sql`exists (select 1 from ${inscriptions} where ${q(inscriptions.collectionId)} = ${q(collections.id)}
        and ${heldByAddress(address)})`;
      const page = await collectionPage(db, { where: holds, order: 'name', paging: body });
      const ids = page.items.map((item) => item.collection_id);
      const owned =
        ids.length === 0
          ? []
          : await db
              .select({ collectionId: inscriptions.collectionId, owned: count() })
              .from(inscriptions)
              .where(and(heldByAddress(address), inArray(inscriptions.collectionId, ids)))
              .groupBy(inscriptions.collectionId);
      const ownedBy = new Map(owned.map((row) => [row.collectionId, row.owned]));
      return {
        ...page,
        items: page.items.map((item) => ({ ...item, owned_count: ownedBy.get(item.collection_id) ?? 0 })),
      };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/owner/collections',
    summary: 'The collections the signed-in creator made',
    tag,
    auth: 'required',
    body: pagingSchema.strict(),
    data: pageSchema(collectionSchema),
    handler: ({ body, user }) =>
      collectionPage(db, { where: eq(collections.creatorAddress, user.address), order: 'newest', paging: body }),
  });
};
