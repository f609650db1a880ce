import { feeRateForTier, type RecommendedFees } from '@ordmarket/protocol';
import type { ChainSource } from '../../chain/ChainSource';

/**
 * The rate a cost is computed at: the trader's own, else the fee service's General tier (halfHourFee, the
 * spec's default for size estimates), else the spec's preset when the service cannot be reached.
 */
export async function feeRateChoice(given: number | undefined, chain: ChainSource): Promise<bigint> {
  if (given !== undefined) return BigInt(given);
  let fees: RecommendedFees = {};
  try {
    fees = await chain.recommendedFees();
  } catch {
    // An estimate at the preset rate is still useful; the trader can pass fee_rate for an exact one.
  }
  return feeRateForTier({ tier: 'General' }, fees);
}
