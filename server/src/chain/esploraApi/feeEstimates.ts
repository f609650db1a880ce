import type { RecommendedFees } from '../ChainSource';

/** The confirmation targets Esplora's GET /fee-estimates answers: 1–25 blocks, then a day, half a week, a week. */
export const feeEstimateTargets: readonly number[] = [
  ...Array.from({ length: 25 }, (_, index) => index + 1),
  144,
  504,
  1008,
];

/**
 * Esplora's GET /fee-estimates (target in blocks → sat/vB) from the same projection of the mempool that mempool.space's
 * recommendation is: the next block's rate for 1, the next three's for 2–3, the next six's for 4–6, the economy
 * rate within the day, and the minimum relay rate beyond. Like Core's estimates, it never rises with the target.
 */
export function feeEstimates(fees: RecommendedFees): Record<string, number> {
  const rateFor = (target: number): number => {
    if (target <= 1) return fees.fastestFee;
    if (target <= 3) return fees.halfHourFee;
    if (target <= 6) return fees.hourFee;
    if (target <= 25) return fees.economyFee;
    return fees.minimumFee;
  };
  return Object.fromEntries(feeEstimateTargets.map((target) => [String(target), rateFor(target)]));
}
