import { ProtocolError } from '../ProtocolError';

/** The fee choices of the mint order; General is the default (spec §4). */
export const feeTiers = ['Fastest', 'General', 'Economy', 'Custom'] as const;
export type FeeTier = (typeof feeTiers)[number];
export const defaultFeeTier: FeeTier = 'General';

/** The fee service's recommended rates in sats/vB, as received: any field may be missing or wrong. */
export interface RecommendedFees {
  readonly fastestFee?: unknown;
  readonly halfHourFee?: unknown;
  readonly economyFee?: unknown;
}

/** Rates used when the fee service gives nothing usable (spec §9), in sats/vB. */
export const feeRatePresets = { fastestFee: 22n, halfHourFee: 12n, economyFee: 7n } as const;

const tierFields = { Fastest: 'fastestFee', General: 'halfHourFee', Economy: 'economyFee' } as const;

export type FeeTierChoice =
  { readonly tier: Exclude<FeeTier, 'Custom'> } | { readonly tier: 'Custom'; readonly rate: string };

// The spec's positive integer pattern: no leading zero, at least 1.
const positiveIntegerPattern = /^[1-9]\d*$/;

/** A custom rate typed by the user: a positive whole number of sats/vB. */
export function parseCustomFeeRate(text: string): bigint {
  if (!positiveIntegerPattern.test(text)) {
    throw new ProtocolError('invalid-custom-fee-rate', 'The fee rate must be a whole number of sats/vB, at least 1');
  }
  return BigInt(text);
}

function serviceRate(value: unknown, preset: bigint): bigint {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return preset;
  // Rates are whole sats/vB; a fractional service value is rounded up so the transaction is not underpaid.
  return BigInt(Math.ceil(value));
}

/** The rate in sats/vB for a fee tier: the service's value for the tier, its preset when that is unusable. */
export function feeRateForTier(choice: FeeTierChoice, fees: RecommendedFees): bigint {
  if (choice.tier === 'Custom') return parseCustomFeeRate(choice.rate);
  const field = tierFields[choice.tier];
  return serviceRate(fees[field], feeRatePresets[field]);
}
