import { basisPointsOf } from '@ordmarket/protocol';

/** The collection terms a royalty is read from. */
export interface RoyaltyTerms {
  readonly royaltyFeeBps: number;
  readonly royaltyAddress: string | null;
}

/**
 * What a listing owes its collection's creator when it sells: the collection's royalty in basis points of the price,
 * when the collection names an address to pay (none, or an inscription outside any collection, owes nothing). Kept
 * on the listing when it is made; a purchase charges it when it reaches that address's dust limit.
 */
export function listingRoyalty(priceSats: bigint, collection: RoyaltyTerms | undefined): bigint {
  if (!collection?.royaltyAddress) return 0n;
  return basisPointsOf(priceSats, collection.royaltyFeeBps);
}
