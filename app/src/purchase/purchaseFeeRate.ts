import { feeRateForTier, type RecommendedFees } from '@ordmarket/protocol';

/**
 * The rate in sats/vB a purchase pays: the default tier's (General, spec §4), by protocol's one fee-tier rule,
 * so a buy and an inscription order priced from the same fee answer never disagree.
 */
export function purchaseFeeRate(netRate: RecommendedFees): number {
  return Number(feeRateForTier({ tier: 'General' }, netRate));
}
