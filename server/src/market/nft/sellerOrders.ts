import { and, count, desc, eq, getTableColumns, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { collections, inscriptions, listings } from '../../db/schema';
import { toPage, type Page, type Paging } from '../../http/envelope';
import { orderSchema, toOrderView } from './orderView';
import { settledStatuses, type SellerOrderBook } from '../sellerOrderBooks';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

export const sellerOrderSchema = orderSchema.extend({
  inscription_number: z.number().int(),
  /** The collection's name for the item, empty when it has none. */
  inscription_name: z.string(),
  collection_name: z.string().nullable(),
  /** Unix seconds the sale (or replacement) settled; null until then. */
  sold_at: z.number().int().nullable(),
});
export type SellerOrder = z.infer<typeof sellerOrderSchema>;

/**
 * A seller's NFT listings, newest listed first, or sales, newest sold first. A sold listing's updated_at is
 * when the indexer settled it; listings_seller_sold_idx walks the sales in that order.
 */
export async function sellerOrders(
  db: Database,
  seller: string,
  book: SellerOrderBook,
  paging: Paging,
): Promise<Page<SellerOrder>> {
  const where: SQL | undefined = and(
    eq(listings.sellerAddress, seller),
    inArray(listings.status, book === 'sold' ? settledStatuses : ['on_list', 'selling']),
  );
  const order =
    book === 'sold' ? [desc(listings.updatedAt), desc(listings.id)] : [desc(listings.createdAt), desc(listings.id)];
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        listing: getTableColumns(listings),
        number: inscriptions.number,
        name: inscriptions.name,
        collectionName: collections.name,
      })
      .from(listings)
      .innerJoin(inscriptions, eq(inscriptions.inscriptionId, listings.inscriptionId))
      .leftJoin(collections, eq(collections.id, listings.collectionId))
      .where(where)
      .orderBy(...order)
      .limit(paging.limit)
      .offset((paging.page - 1) * paging.limit),
    db.select({ total: count() }).from(listings).where(where),
  ]);
  const items = rows.map(({ listing, number, name, collectionName }): SellerOrder => ({
    ...toOrderView(listing),
    // listings_price_check bounds the price; the fees have no such check in the database.
    royalty_fee: jsonSats(listing.royaltyFeeSats),
    service_fee: jsonSats(listing.serviceFeeSats),
    inscription_number: number,
    inscription_name: name,
    collection_name: collectionName,
    sold_at: settledStatuses.includes(listing.status) ? unixSeconds(listing.updatedAt) : null,
  }));
  return toPage(items, counted?.total ?? 0, paging);
}
