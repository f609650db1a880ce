import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activity, listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { announceOffers, listingOnFeed } from '../../realtime/offerFeed';
import { sameAddress } from './marketFields';
import { orderNotFound, toOrderView, type OrderView } from './orderView';
import type { Transaction } from '../purchase/storedTransactions';

type Listing = typeof listings.$inferSelect;

export type DelistTarget = { orderId: string } | { inscriptionId: string };

/**
 * Takes the seller's listing off the market, at once: the seller's signature never left the server, so no buyer
 * can complete a purchase of it any more (a purchase still waiting for its wallet fails when it comes back).
 * Delisting an already delisted order answers it again (retries). Refused only once a payment is on its way.
 */
export async function delistForSale(db: Database, target: DelistTarget, seller: string): Promise<OrderView> {
  const which: SQL =
    'orderId' in target ? eq(listings.id, target.orderId) : eq(listings.inscriptionId, target.inscriptionId);
  return db.transaction(async (tx) => {
    const [listing] = await tx
      .select()
      .from(listings)
      .where(and(which))
      .orderBy(desc(listings.createdAt))
      .limit(1)
      .for('update');
    if (!listing) throw orderNotFound('orderId' in target ? target.orderId : `for ${target.inscriptionId}`);
    if (!sameAddress(listing.sellerAddress, seller)) {
      throw new ApiError('listingRefused', 'Only the seller who listed this inscription can delist it.');
    }
    return toOrderView(await delistListing(tx, listing));
  });
}

/** The delist itself, inside the caller's transaction, for a listing already locked and known to be the seller's. */
export async function delistListing(tx: Transaction, listing: Listing): Promise<Listing> {
  if (listing.status === 'cancelled') return listing;
  const unpaid = listing.status === 'on_list' || (listing.status === 'selling' && listing.purchaseTxid === null);
  if (!unpaid) {
    const why = {
      on_list: '',
      selling: "a buyer's payment for it is already on its way to the chain",
      sold: 'it has been sold',
      invalid: 'the inscription has moved since it was listed',
      replaced: "another transaction took the inscription in place of a buyer's purchase",
    }[listing.status];
    throw new ApiError('listingRefused', `This listing cannot be delisted: ${why}.`);
  }
  const now = new Date();
  const [cancelled] = await tx
    .update(listings)
    .set({ status: 'cancelled', buyerAddress: null, purchaseId: null, updatedAt: now })
    .where(eq(listings.id, listing.id))
    .returning();
  await tx.insert(activity).values({
    kind: 'delist',
    inscriptionId: listing.inscriptionId,
    collectionId: listing.collectionId,
    fromAddress: listing.sellerAddress,
    priceSats: listing.priceSats,
    occurredAt: now,
  });
  await announceOffers(tx, 'delisted', [listingOnFeed(listing)]);
  return cancelled ?? listing;
}
