import type { RecommendedFees } from '../ChainSource';

/** Bitcoin Core's minimum relay fee: what a quote falls back to when the estimator has no data yet (a new signet). */
const relayFloor = 1;

/**
 * mempool.space's five rates from estimates by confirmation target (Esplora's /fee-estimates, Core's
 * estimatesmartfee): next block, about half an hour (3 blocks), an hour (6), a day (144) as economy, and the floor.
 * A target the estimator leaves out takes the nearest faster one it has; rates never rise as the target grows,
 * and none falls below the relay floor.
 */
export function recommendedFromEstimates(estimates: Readonly<Record<string, number>>): RecommendedFees {
  const known = Object.entries(estimates)
    .map(([target, rate]) => ({ target: Number(target), rate }))
    .filter(({ rate }) => Number.isFinite(rate) && rate > 0)
    .sort((a, b) => a.target - b.target);
  const at = (target: number): number => {
    let rate: number | undefined;
    for (const entry of known) if (entry.target <= target) rate = entry.rate;
    return Math.max(relayFloor, Math.ceil(rate ?? known[0]?.rate ?? relayFloor));
  };
  const fastestFee = at(1);
  const halfHourFee = Math.min(fastestFee, at(3));
  const hourFee = Math.min(halfHourFee, at(6));
  const economyFee = Math.min(hourFee, at(144));
  return { fastestFee, halfHourFee, hourFee, economyFee, minimumFee: relayFloor };
}
