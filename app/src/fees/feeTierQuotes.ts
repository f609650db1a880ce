import {
  feeAtRate,
  parseCustomFeeRate,
  recommendedFeeRates,
  type FeeTier,
  type RecommendedFees,
} from '@ordmarket/protocol';
import type { FeeTierQuote } from '@ordmarket/ui';

/** Each tier's rate in whole sats/vB; Custom's is null while the trader has typed no rate. */
export type FeeTierRates = Readonly<Record<FeeTier, bigint | null>>;

/**
 * Every tier's rate by protocol's rule: the fee service's for Fastest, General and Economy (presets where it
 * gave nothing usable, kept in order), the trader's own for Custom. Until the market has answered with any rates
 * (null), the three named tiers have none: the picker says it is reading them instead of showing a guess.
 */
export function feeTierRates(fees: RecommendedFees | null, customRate: number | null): FeeTierRates {
  const custom = customRate === null ? null : customFeeRate(customRate);
  if (fees === null) return { Fastest: null, General: null, Economy: null, Custom: custom };
  return { ...recommendedFeeRates(fees), Custom: custom };
}

function customFeeRate(customRate: number): bigint | null {
  try {
    return parseCustomFeeRate(String(customRate));
  } catch {
    // Not a rate protocol takes (the field only lets whole numbers through): priced as an empty field.
    return null;
  }
}

/**
 * What each tier comes to for a transaction of `virtualSize` vB, as the FeePicker shows it. Nothing is priced
 * until the size is known (undefined, or the 0 the market answers before it has one).
 */
export function feeTierQuotes(rates: FeeTierRates, virtualSize: number | undefined): Record<FeeTier, FeeTierQuote> {
  const size =
    virtualSize !== undefined && Number.isSafeInteger(virtualSize) && virtualSize > 0 ? BigInt(virtualSize) : null;
  const quote = (rate: bigint | null): FeeTierQuote => ({
    rate: rate === null ? null : Number(rate),
    fee: rate === null || size === null ? null : feeAtRate(size, rate),
  });
  return {
    Fastest: quote(rates.Fastest),
    General: quote(rates.General),
    Economy: quote(rates.Economy),
    Custom: quote(rates.Custom),
  };
}
