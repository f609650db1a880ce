export const feeTiers = ['fastest', 'general', 'economy', 'custom'] as const;
export type FeeTier = (typeof feeTiers)[number];

/** The fee service's recommended rates in sats/vB; General is the half-hour rate. */
export interface RecommendedFeeRates {
  fastestFee: number;
  halfHourFee: number;
  economyFee: number;
}

/** The spec's presets, used for any rate the fee service did not give. */
export const presetFeeRates: RecommendedFeeRates = { fastestFee: 22, halfHourFee: 12, economyFee: 7 };

const rateField = {
  fastest: 'fastestFee',
  general: 'halfHourFee',
  economy: 'economyFee',
} as const satisfies Record<Exclude<FeeTier, 'custom'>, keyof RecommendedFeeRates>;

/** A tier's rate in sats/vB: the custom rate for Custom (null while empty), else the service's or the preset. */
export function tierRate(
  tier: FeeTier,
  rates: Partial<RecommendedFeeRates> | undefined,
  customRate: number | null,
): number | null {
  if (tier === 'custom') return customRate;
  const field = rateField[tier];
  return rates?.[field] ?? presetFeeRates[field];
}

// Rates and sizes may carry decimals; a product like 0.1 x 3 lands a hair above the whole sat it is.
const floatSlack = 1e-9;

/**
 * The fee in whole sats for a rate (sats/vB) and a virtual size (vB), rounded up: a fee short of the rate
 * could leave the transaction unconfirmed. Null while either is unknown or zero.
 */
export function networkFeeSats(rate: number | null, virtualSize: number | undefined): number | null {
  if (rate === null || virtualSize === undefined || !(rate > 0) || !(virtualSize > 0)) return null;
  return Math.ceil(rate * virtualSize - floatSlack);
}
