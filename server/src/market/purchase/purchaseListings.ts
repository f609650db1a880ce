import {
  ProtocolError,
  verifySellerListingWith,
  type InscriptionLocation,
  type PurchaseListing,
} from '@ordmarket/protocol';
import { signatureThreads } from '../../crypto/signatureThreads';
import type { Offer, OfferMarket } from './offers';
import type { PurchasePolicy } from './purchasePolicy';
import type { Transaction } from './storedTransactions';

export type ListingsCheck =
  { readonly ok: true; readonly bought: PurchaseListing[] } | { readonly ok: false; readonly reason: string };

/**
 * Each offer's seller-signed listing, verified again against where its inscription is now: an inscription that moved,
 * or a listing whose signature no longer holds there, cannot be bought. The signatures are verified together on the
 * verifier threads (a listing checked when it was listed is found in the cache of valid signatures). A protected
 * listing is read with the market's co-signing key, so its lock comes back with it.
 */
export async function purchaseListings(
  tx: Transaction,
  market: OfferMarket,
  offers: readonly Offer[],
  policy: Pick<PurchasePolicy, 'network' | 'coSigner'>,
): Promise<ListingsCheck> {
  const located: Array<{ offer: Offer; inscription: InscriptionLocation }> = [];
  for (const offer of offers) {
    const inscription = await market.location(tx, offer);
    if (!inscription) return { ok: false, reason: `This inscription is no longer for sale (order ${offer.id} moved).` };
    located.push({ offer, inscription });
  }
  const checked = await Promise.allSettled(
    located.map(({ offer, inscription }) =>
      verifySellerListingWith(
        offer.sellerPsbt,
        inscription,
        policy.network,
        (claim) => signatureThreads.holds(claim),
        policy.coSigner.publicKey,
      ),
    ),
  );
  const bought: PurchaseListing[] = [];
  for (const [index, outcome] of checked.entries()) {
    const inscription = located[index]?.inscription;
    if (!inscription) continue;
    if (outcome.status === 'fulfilled') bought.push({ listing: outcome.value, inscription });
    else if (outcome.reason instanceof ProtocolError) return { ok: false, reason: outcome.reason.message };
    else throw outcome.reason;
  }
  return { ok: true, bought };
}
