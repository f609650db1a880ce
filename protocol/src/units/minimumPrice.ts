/**
 * The lowest sale price: 0.00000546 BTC. It is the dust limit of a legacy (p2pkh) output, the highest of any
 * standard output, so the seller's payment output is relayed whatever the seller's address type.
 */
export const minimumPriceSats = 546n;

/** "Sale price below 0.00000546 BTC is raised to that minimum" (spec §5); prices at or above it are kept. */
export function raiseToMinimumPrice(sats: bigint): bigint {
  return sats < minimumPriceSats ? minimumPriceSats : sats;
}
