import { feeRateForTier, type RecommendedFees } from '@ordmarket/protocol';

/**
 * The rate in sats/vB a purchase pays: the default tier's (General, spec §4), by protocol's one fee-tier rule,
 * so a buy and an inscription order priced from the same fee answer never disagree. Null while the network's
 * rates are not known yet: nothing is quoted or paid at a guessed rate.
 */
export function purchaseFeeRate(netRate: RecommendedFees | null): number | null {
  return netRate === null ? null : Number(feeRateForTier({ tier: 'General' }, netRate));
}
