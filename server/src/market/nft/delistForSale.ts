import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { activity, listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { sameAddress } from './marketFields';
import { orderNotFound, toOrderView, type OrderView } from './orderView';

export type DelistTarget = { orderId: string } | { inscriptionId: string };

/** Takes the seller's listing off the market. Delisting an already delisted order answers it again (retries). */
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
    if (listing.status === 'cancelled') return toOrderView(listing);
    if (listing.status !== 'on_list') {
      const why = {
        selling: 'a purchase of it is pending; wait for it to confirm or fail',
        sold: 'it has been sold',
        invalid: 'the inscription has moved since it was listed',
      }[listing.status];
      throw new ApiError('listingRefused', `This listing cannot be delisted: ${why}.`);
    }
    const now = new Date();
    const [cancelled] = await tx
      .update(listings)
      .set({ status: 'cancelled', updatedAt: now })
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
    return toOrderView(cancelled ?? listing);
  });
}
