import { ProtocolError, verifySellerListing, type NetworkName, type PurchaseListing } from '@ordmarket/protocol';
import type { Offer, OfferMarket } from './offers';
import type { Transaction } from './storedTransactions';

export type ListingsCheck =
  { readonly ok: true; readonly bought: PurchaseListing[] } | { readonly ok: false; readonly reason: string };

/**
 * Each offer's seller-signed listing, verified again against where its inscription is now: an inscription that moved,
 * or a listing whose signature no longer holds there, cannot be bought.
 */
export async function purchaseListings(
  tx: Transaction,
  market: OfferMarket,
  offers: readonly Offer[],
  network: NetworkName,
): Promise<ListingsCheck> {
  const bought: PurchaseListing[] = [];
  for (const offer of offers) {
    const inscription = await market.location(tx, offer);
    if (!inscription) return { ok: false, reason: `This inscription is no longer for sale (order ${offer.id} moved).` };
    try {
      bought.push({ listing: verifySellerListing(offer.sellerPsbt, inscription, network), inscription });
    } catch (error) {
      if (error instanceof ProtocolError) return { ok: false, reason: error.message };
      throw error;
    }
  }
  return { ok: true, bought };
}
