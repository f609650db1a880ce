import type { Database, Transaction } from '../db/database';
import type { brc20Orders, listings } from '../db/schema';
import { publishMarketEvents, type MarketEvent } from './marketEvents';

type ListingEvent = Extract<MarketEvent, { type: 'listing' }>;

/** An offer as every listing and sale event names it. */
export type OfferOnFeed = Omit<ListingEvent, 'type' | 'action'>;

type ListingFields = Pick<
  typeof listings.$inferSelect,
  'id' | 'inscriptionId' | 'collectionId' | 'priceSats' | 'sellerAddress'
>;
type OrderFields = Pick<
  typeof brc20Orders.$inferSelect,
  'id' | 'inscriptionId' | 'tick' | 'priceSats' | 'sellerAddress'
>;

/** An NFT listing as the feed names it. */
export const listingOnFeed = (row: ListingFields): OfferOnFeed => ({
  market: 'nft',
  order_id: row.id,
  inscription_id: row.inscriptionId,
  collection_id: row.collectionId,
  tick: null,
  price: Number(row.priceSats),
  seller: row.sellerAddress,
});

/** A BRC-20 order as the feed names it. */
export const orderOnFeed = (row: OrderFields): OfferOnFeed => ({
  market: 'brc20',
  order_id: row.id,
  inscription_id: row.inscriptionId,
  collection_id: null,
  tick: row.tick,
  price: Number(row.priceSats),
  seller: row.sellerAddress,
});

/**
 * Tells every open page that these offers changed, inside the transaction that changed them: other traders' grids,
 * carts and asset pages refetch what they show, and nothing is announced that did not commit.
 */
export async function announceOffers(
  tx: Database | Transaction,
  action: ListingEvent['action'],
  offers: readonly OfferOnFeed[],
): Promise<void> {
  await publishMarketEvents(
    tx,
    offers.map((offer) => ({ type: 'listing', action, ...offer })),
  );
}
