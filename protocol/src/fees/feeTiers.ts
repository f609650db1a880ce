import { ProtocolError } from '../ProtocolError';
import { readAmount } from '../units/amountText';

/** The fee choices of an inscription order, fastest first; General is the default (spec §4). */
export const feeTiers = ['Fastest', 'General', 'Economy', 'Custom'] as const;
export type FeeTier = (typeof feeTiers)[number];
/** The tiers whose rate the fee service recommends: all but Custom, whose rate the trader types. */
export type RecommendedFeeTier = Exclude<FeeTier, 'Custom'>;
export const defaultFeeTier: FeeTier = 'General';

/** The fee service's recommended rates in sats/vB, as received: any field may be missing or wrong. */
export interface RecommendedFees {
  readonly fastestFee?: unknown;
  readonly halfHourFee?: unknown;
  readonly economyFee?: unknown;
}

/** Rates used when the fee service gives nothing usable (spec §9), in sats/vB. */
export const feeRatePresets = { fastestFee: 22n, halfHourFee: 12n, economyFee: 7n } as const;

export type FeeTierChoice = { readonly tier: RecommendedFeeTier } | { readonly tier: 'Custom'; readonly rate: string };

// The spec's positive integer: no leading zero, at least 1, in the market's one amount grammar.
const wholeSatsPerVbyte = { decimals: 0, max: BigInt(Number.MAX_SAFE_INTEGER), allowsZero: false };

/** A custom rate typed by the user: a positive whole number of sats/vB. */
export function parseCustomFeeRate(text: string): bigint {
  const reading = readAmount(text, wholeSatsPerVbyte);
  if (!reading.ok) {
    throw new ProtocolError('invalid-custom-fee-rate', 'The fee rate must be a whole number of sats/vB, at least 1');
  }
  return reading.units;
}

function serviceRate(value: unknown, preset: bigint): bigint {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return preset;
  // Rates are whole sats/vB; a fractional service value is rounded up so the transaction is not underpaid.
  return BigInt(Math.ceil(value));
}

const atLeast = (rate: bigint, floor: bigint): bigint => (rate < floor ? floor : rate);

/**
 * The rate in sats/vB of each recommended tier: the service's value for it (fastestFee, halfHourFee,
 * economyFee) rounded up to a whole sat/vB, or the tier's preset where that value is missing or not a positive
 * number. The tiers are then kept in order, Fastest ≥ General ≥ Economy ≥ 1 sat/vB, by raising a tier to the
 * cheaper tier's rate when it is below it, as mempool.space orders its own answer. A trader never sees a
 * faster tier priced under a slower one (a quiet network's 1 sat/vB General beside Economy's 7 sat/vB preset),
 * and it is raised, not lowered, because a faster confirmation never costs less than a slower one.
 */
export function recommendedFeeRates(fees: RecommendedFees): Readonly<Record<RecommendedFeeTier, bigint>> {
  const economy = serviceRate(fees.economyFee, feeRatePresets.economyFee);
  const general = atLeast(serviceRate(fees.halfHourFee, feeRatePresets.halfHourFee), economy);
  const fastest = atLeast(serviceRate(fees.fastestFee, feeRatePresets.fastestFee), general);
  return { Fastest: fastest, General: general, Economy: economy };
}

/** The rate in sats/vB for a fee choice: the trader's own for Custom, else the tier's recommended rate. */
export function feeRateForTier(choice: FeeTierChoice, fees: RecommendedFees): bigint {
  if (choice.tier === 'Custom') return parseCustomFeeRate(choice.rate);
  return recommendedFeeRates(fees)[choice.tier];
}
