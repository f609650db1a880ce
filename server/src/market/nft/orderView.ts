import { z } from 'zod';
import { listingStatuses, type listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

/** A listing as order lists show it; prices and fees in sats. */
export const orderSchema = z.object({
  order_id: z.string(),
  inscription_id: z.string(),
  collection_id: z.string().nullable(),
  seller_address: z.string(),
  buyer_address: z.string().nullable(),
  sale_price: z.number().int(),
  /** replaced: another transaction took the inscription in place of the market's pending purchase. */
  status: z.enum(listingStatuses),
  /** The purchase transaction once the market sent it; for a replaced listing, the transaction that replaced it. */
  txid: z.string().nullable(),
  /** Replaced listings only: whether the replacing transaction paid the seller the price; null otherwise. */
  seller_paid: z.boolean().nullable(),
  royalty_fee: z.number().int(),
  service_fee: z.number().int(),
  /** Snipe-proof: the sale needs the market's signature over the whole purchase, so no copy of it can be taken. */
  protected: z.boolean(),
  created_at: z.number().int(),
  updated_at: z.number().int(),
});
export type OrderView = z.infer<typeof orderSchema>;

/**
 * An order in a collection's or an inscription's order list, with the inscription's name and number: the list names
 * what was listed or sold instead of showing its id. Both null when the index does not know the inscription.
 */
export const listedOrderSchema = orderSchema.extend({
  /** As the inscription is named ('' when it has no name: show its number). */
  name: z.string().nullable(),
  inscription_number: z.number().int().nullable(),
});

export function toOrderView(listing: typeof listings.$inferSelect): OrderView {
  return {
    order_id: listing.id,
    inscription_id: listing.inscriptionId,
    collection_id: listing.collectionId,
    seller_address: listing.sellerAddress,
    buyer_address: listing.buyerAddress,
    sale_price: jsonSats(listing.priceSats),
    status: listing.status,
    txid: listing.purchaseTxid,
    seller_paid: listing.sellerPaid,
    royalty_fee: jsonSats(listing.royaltyFeeSats),
    service_fee: jsonSats(listing.serviceFeeSats),
    protected: listing.isProtected,
    created_at: unixSeconds(listing.createdAt),
    updated_at: unixSeconds(listing.updatedAt),
  };
}

export const orderNotFound = (orderId: string) =>
  new ApiError('orderNotFound', `There is no order ${orderId}. It may have been delisted; refresh the page.`);
