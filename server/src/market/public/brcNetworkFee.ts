import { eq } from 'drizzle-orm';
import type { ChainSource, RecommendedFees } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { rates } from '../../db/schema';

/** Spec §9's fee presets, answered when the chain's fee estimate cannot be read. */
export const presetFees: RecommendedFees = {
  fastestFee: 22,
  halfHourFee: 12,
  hourFee: 12,
  economyFee: 7,
  minimumFee: 1,
};

export interface BrcNetworkFee extends RecommendedFees {
  /** The rate BRC-20 inscribing uses, sats/vB: the operator's if set, else the chain's halfHourFee. */
  fee_rate: number;
  source: 'set' | 'chain' | 'preset';
}

/** The BRC network fee: the stored override, else halfHourFee (the spec's default tier) of the chain. */
export async function brcNetworkFee(db: Database, chain: ChainSource): Promise<BrcNetworkFee> {
  const [[row], fees] = await Promise.all([
    db.select().from(rates).where(eq(rates.kind, 'brc_network_fee')),
    chain.recommendedFees().then(
      (answer) => ({ answer, source: 'chain' as const }),
      () => ({ answer: presetFees, source: 'preset' as const }),
    ),
  ]);
  if (row) return { ...fees.answer, fee_rate: Math.max(1, Math.ceil(Number(row.value))), source: 'set' };
  return { ...fees.answer, fee_rate: Math.max(1, Math.ceil(fees.answer.halfHourFee)), source: fees.source };
}
