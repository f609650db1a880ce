import type { RecommendedFees } from '../../ChainSource';
import { selectPackages, type MempoolEntry } from './selectPackages';

interface ProjectedTx {
  readonly feeRate: number;
  readonly vsize: number;
}

const projectedBlocks = 6;
const minimumFee = 1;

/** The mempool as the next blocks would take it, each block's transactions with their effective fee rates. */
export function projectBlocks(entries: readonly MempoolEntry[], blockMaxVsize: number): ProjectedTx[][] {
  const taken = new Set<string>();
  const blocks: ProjectedTx[][] = [];
  while (blocks.length < projectedBlocks && taken.size < entries.length) {
    const block = selectPackages(entries, blockMaxVsize * 4, taken);
    if (block.length === 0) break;
    blocks.push(block.map(({ entry, packageFeeRate }) => ({ feeRate: packageFeeRate, vsize: entry.weight / 4 })));
  }
  return blocks;
}

/** The fee rate at the middle of the range's virtual bytes, so one big transaction weighs as much as it takes. */
function medianFeeRate(txs: readonly ProjectedTx[]): number {
  const sorted = [...txs].sort((a, b) => a.feeRate - b.feeRate);
  const half = sorted.reduce((sum, tx) => sum + tx.vsize, 0) / 2;
  let covered = 0;
  for (const tx of sorted) {
    covered += tx.vsize;
    if (covered >= half) return tx.feeRate;
  }
  return minimumFee;
}

/**
 * mempool.space's recommendation, derived from the devnet's own mempool: project it into blocks by fee rate
 * (ancestor packages, as mining would take them). A range of blocks holding less than half a block of
 * transactions would confirm anything, so it recommends the minimum; otherwise its median fee rate.
 * fastest = block 1, halfHour = blocks 2–3, hour = blocks 4–6, economy = min(2 × minimum, hour). Rounded up
 * to whole sat/vB and kept in order fastest ≥ halfHour ≥ hour ≥ economy ≥ minimum.
 */
export function recommendFees(entries: readonly MempoolEntry[], blockMaxVsize: number): RecommendedFees {
  const blocks = projectBlocks(entries, blockMaxVsize);
  const rangeFee = (from: number, to: number): number => {
    const txs = blocks.slice(from, to).flat();
    const vsize = txs.reduce((sum, tx) => sum + tx.vsize, 0);
    if (vsize <= blockMaxVsize / 2) return minimumFee;
    return Math.max(minimumFee, Math.ceil(medianFeeRate(txs)));
  };
  const hourFee = rangeFee(3, 6);
  const economyFee = Math.max(minimumFee, Math.min(2 * minimumFee, hourFee));
  const orderedHour = Math.max(hourFee, economyFee);
  const halfHourFee = Math.max(rangeFee(1, 3), orderedHour);
  const fastestFee = Math.max(rangeFee(0, 1), halfHourFee);
  return { fastestFee, halfHourFee, hourFee: orderedHour, economyFee, minimumFee };
}
