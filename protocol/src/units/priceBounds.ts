/**
 * The lowest sale price: 0.00000546 BTC. It is the dust limit of a legacy (p2pkh) output, the highest of any
 * standard output, so the seller's payment output is relayed whatever the seller's address type.
 */
export const minimumPriceSats = 546n;

/**
 * The highest sale price: every bitcoin there will ever be, 21,000,000 BTC. Nothing can pay more, and the bound keeps
 * every price a safe integer wherever it travels as a JSON number.
 */
export const maximumPriceSats = 2_100_000_000_000_000n;

/** "Sale price below 0.00000546 BTC is raised to that minimum" (spec §5); prices at or above it are kept. */
export function raiseToMinimumPrice(sats: bigint): bigint {
  return sats < minimumPriceSats ? minimumPriceSats : sats;
}
