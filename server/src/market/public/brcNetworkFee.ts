import { eq } from 'drizzle-orm';
import { feeRateForTier, feeRatePresets } from '@ordmarket/protocol';
import type { ChainSource, RecommendedFees } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { rates } from '../../db/schema';

/**
 * What the chain's fee estimate is answered as when it cannot be read: protocol's presets (spec §9) as JSON
 * numbers. hourFee sits between the half-hour and economy rates, so it takes General's preset; minimumFee is
 * the lowest rate any node relays.
 */
const presetFees: RecommendedFees = {
  fastestFee: Number(feeRatePresets.fastestFee),
  halfHourFee: Number(feeRatePresets.halfHourFee),
  hourFee: Number(feeRatePresets.halfHourFee),
  economyFee: Number(feeRatePresets.economyFee),
  minimumFee: 1,
};

export interface BrcNetworkFee extends RecommendedFees {
  /** The rate BRC-20 inscribing uses, sats/vB: the operator's if set, else the General tier of the chain's rates. */
  fee_rate: number;
  source: 'set' | 'chain' | 'preset';
}

/** The BRC network fee: the stored override, else the General tier (the spec's default) of the chain's rates. */
export async function brcNetworkFee(db: Database, chain: Pick<ChainSource, 'recommendedFees'>): Promise<BrcNetworkFee> {
  const [[row], fees] = await Promise.all([
    db.select().from(rates).where(eq(rates.kind, 'brc_network_fee')),
    chain.recommendedFees().then(
      (answer) => ({ answer, source: 'chain' as const }),
      () => ({ answer: presetFees, source: 'preset' as const }),
    ),
  ]);
  if (row) return { ...fees.answer, fee_rate: Math.max(1, Math.ceil(Number(row.value))), source: 'set' };
  return { ...fees.answer, fee_rate: Number(feeRateForTier({ tier: 'General' }, fees.answer)), source: fees.source };
}
