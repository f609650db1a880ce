import { feeRateForTier } from '@ordmarket/protocol';
import type { NetRate } from '../../stores';

/**
 * The rate a box transaction (a house deposit, a withdrawal, a send to the deposit address) pays: the General
 * tier (spec §4's default) in whole sats/vB, as the server takes it; the preset while the fee service gave nothing.
 */
export function boxFeeRate(netRate: NetRate): number {
  return Number(feeRateForTier({ tier: 'General' }, netRate));
}
