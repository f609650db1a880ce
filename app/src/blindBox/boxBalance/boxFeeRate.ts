import { feeRateForTier } from '@ordmarket/protocol';
import type { NetRate } from '../../stores';

/**
 * The rate a box transaction (a house deposit, a withdrawal, a send to the deposit address) pays: the General
 * tier (spec §4's default) in whole sats/vB, as the server takes it; null while the network's rates are not known.
 */
export function boxFeeRate(netRate: NetRate | null): number | null {
  return netRate === null ? null : Number(feeRateForTier({ tier: 'General' }, netRate));
}
