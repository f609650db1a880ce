import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { collections, recommendedCollections } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { toPage, type Page, type Paging } from '../../http/envelope';
import {
  floorPrice,
  inscriptionCount,
  listedCount,
  ownerCount,
  salesCount,
  salesVolume,
  totalVolume,
} from './collectionFigures';
import { qualified as q } from './qualified';
import { trendingPeriods, trendingTerms, type TrendingPeriod } from './trending';
import { unixSeconds } from '../../http/jsonValues';

export { trendingPeriods, type TrendingPeriod } from './trending';

/** A collection as every collection list shows it, with its market figures in sats. */
export const collectionSchema = z.object({
  collection_id: z.string(),
  name: z.string(),
  cover: z.string(),
  describe: z.string(),
  twitter_url: z.string(),
  discord_url: z.string(),
  website_url: z.string(),
  supply: z.number().int(),
  inscription_count: z.number().int(),
  owner_count: z.number().int(),
  listed_count: z.number().int(),
  /** The cheapest live listing's price, null when nothing is listed. */
  floor_price: z.number().int().nullable(),
  total_volume: z.number().int(),
  /** Sales volume of the recent period the list was asked about (24 hours unless said otherwise). */
  volume: z.number().int(),
  /** Number of sales in that period. */
  sales: z.number().int(),
  royalty_fee_rate: z.number(),
  created_at: z.number().int(),
});
export type CollectionView = z.infer<typeof collectionSchema>;

export interface CollectionQuery {
  where?: SQL | undefined;
  order: 'popular' | 'trending' | 'newest' | 'name' | 'recommended';
  period?: TrendingPeriod;
  paging: Paging;
}

/** One page of collections with their figures; every order ends with the id so paging is stable. */
export async function collectionPage(db: Database, query: CollectionQuery): Promise<Page<CollectionView>> {
  const trend = trendingTerms(query.period ?? '24h');
  const orderBy = {
    // Popular: what traded most over all time, then what most people hold.
    popular: [desc(totalVolume), desc(ownerCount), desc(listedCount), asc(collections.id)],
    trending: [
      desc(trend.qualifies),
      desc(trend.score),
      desc(trend.recentSales),
      desc(totalVolume),
      asc(collections.id),
    ],
    newest: [desc(collections.createdAt), asc(collections.id)],
    name: [asc(sql`lower(${collections.name})`), asc(collections.id)],
    recommended: [
      asc(sql`(select ${q(recommendedCollections.sort)} from ${recommendedCollections}
        where ${q(recommendedCollections.collectionId)} = ${q(collections.id)})`),
      asc(collections.id),
    ],
  }[query.order];
  const [rows, [counted]] = await Promise.all([
    selectCollections(db, trend.recentVolume, trend.recentSales)
      .where(query.where)
      .orderBy(...orderBy)
      .limit(query.paging.limit)
      .offset((query.paging.page - 1) * query.paging.limit),
    db.select({ total: count() }).from(collections).where(query.where),
  ]);
  return toPage(rows.map(toCollectionView), counted?.total ?? 0, query.paging);
}

/** One collection with its figures over the last 24 hours, or undefined. */
export async function findCollection(db: Database, collectionId: string): Promise<CollectionView | undefined> {
  const hours = trendingPeriods['24h'];
  const [row] = await selectCollections(db, salesVolume(hours), salesCount(hours)).where(
    eq(collections.id, collectionId),
  );
  return row ? toCollectionView(row) : undefined;
}

function selectCollections(db: Database, volume: SQL<string>, sales: SQL<string>) {
  return db
    .select({
      collection: collections,
      floorPrice,
      listedCount,
      inscriptionCount,
      ownerCount,
      totalVolume,
      volume,
      sales,
    })
    .from(collections)
    .$dynamic();
}

type CollectionRow = Awaited<ReturnType<ReturnType<typeof selectCollections>['execute']>>[number];

function toCollectionView(row: CollectionRow): CollectionView {
  const { collection } = row;
  return {
    collection_id: collection.id,
    name: collection.name,
    cover: collection.coverUrl,
    describe: collection.description,
    twitter_url: collection.twitterUrl,
    discord_url: collection.discordUrl,
    website_url: collection.websiteUrl,
    supply: collection.supply,
    inscription_count: Number(row.inscriptionCount),
    owner_count: Number(row.ownerCount),
    listed_count: Number(row.listedCount),
    floor_price: row.floorPrice === null ? null : Number(row.floorPrice),
    total_volume: Number(row.totalVolume),
    volume: Number(row.volume),
    sales: Number(row.sales),
    royalty_fee_rate: collection.royaltyFeeBps / 10_000,
    created_at: unixSeconds(collection.createdAt),
  };
}

/** Whether `collectionId` names a collection (for lists that must say "not found" rather than empty). */
export async function collectionExists(db: Database, collectionId: string): Promise<boolean> {
  const [row] = await db.select({ id: collections.id }).from(collections).where(eq(collections.id, collectionId));
  return row !== undefined;
}

export const collectionNotFound = (collectionId: string) =>
  new ApiError('collectionNotFound', `There is no collection "${collectionId}". Check the link or search for it.`);
