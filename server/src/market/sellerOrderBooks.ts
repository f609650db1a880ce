import type { ListingStatus } from '../db/schema';
// A seller's order books, the same in both markets (inscriptions and BRC-20).

/**
 * What a seller's order list shows: still on the market (a purchase pending included), or sold (the market's sales
 * and the listings a replacement took in place of its purchase, told apart by their status).
 */
export const sellerOrderBooks = ['on_list', 'sold'] as const;
export type SellerOrderBook = (typeof sellerOrderBooks)[number];

/** The statuses of a listing that ended by a purchase: the market's sale, or a replacement taking its place. */
export const settledStatuses: ListingStatus[] = ['sold', 'replaced'];
