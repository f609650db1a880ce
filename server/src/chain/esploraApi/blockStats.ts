import type { EsploraTx } from '../ChainSource';

/** The part of Bitcoin Core's getblockstats that mempool.space's block extras are made of. */
export interface BlockStats {
  /** Transactions, the coinbase included. */
  readonly txs: number;
  /** Inputs of the non-coinbase transactions. */
  readonly ins: number;
  /** Outputs of every transaction, the coinbase's included. */
  readonly outs: number;
  /** Output value of the non-coinbase transactions. */
  readonly totalOut: number;
  readonly totalFee: number;
  readonly totalSize: number;
  readonly totalWeight: number;
  readonly avgFee: number;
  /** sat/vB, truncated. */
  readonly avgFeeRate: number;
  readonly minFeeRate: number;
  readonly maxFeeRate: number;
  /** Fee rates (sat/vB, truncated) at the 10th, 25th, 50th, 75th and 90th percentile of the block's weight. */
  readonly feeRatePercentiles: readonly number[];
  readonly swTxs: number;
  readonly swTotalSize: number;
  readonly swTotalWeight: number;
}

/** Core's percentile weights, computed as Core computes them so a share landing on a whole weight compares alike. */
const thresholds = (weight: number) => [weight / 10, weight / 4, weight / 2, (weight * 3) / 4, (weight * 9) / 10];

/**
 * Core's CalculatePercentilesByWeight: rates sorted (by rate, then weight), each percentile the rate at which
 * the running weight first reaches that share of the total; percentiles never reached take the highest rate.
 */
function ratesByWeight(scores: Array<readonly [number, number]>, totalWeight: number): number[] {
  const marks = thresholds(totalWeight);
  if (scores.length === 0) return marks.map(() => 0);
  scores.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const result: number[] = [];
  let cumulative = 0;
  for (const [rate, weight] of scores) {
    cumulative += weight;
    while (result.length < marks.length && cumulative >= (marks[result.length] ?? Infinity)) result.push(rate);
  }
  const highest = scores[scores.length - 1]?.[0] ?? 0;
  while (result.length < marks.length) result.push(highest);
  return result;
}

/**
 * getblockstats over a block's transactions in Esplora's shape (the coinbase first): counts, sizes and fees of
 * the non-coinbase transactions, and fee rates as Core computes them, in whole sat/vB rounded down.
 */
export function blockStats(transactions: readonly EsploraTx[]): BlockStats {
  let ins = 0;
  let outs = 0;
  let totalOut = 0;
  let totalFee = 0;
  let totalSize = 0;
  let totalWeight = 0;
  let swTxs = 0;
  let swTotalSize = 0;
  let swTotalWeight = 0;
  const scores: Array<readonly [number, number]> = [];
  for (const [index, tx] of transactions.entries()) {
    outs += tx.vout.length;
    if (index === 0) continue;
    ins += tx.vin.length;
    totalOut += tx.vout.reduce((sum, output) => sum + output.value, 0);
    totalSize += tx.size;
    totalWeight += tx.weight;
    if (tx.vin.some((input) => (input.witness?.length ?? 0) > 0)) {
      swTxs += 1;
      swTotalSize += tx.size;
      swTotalWeight += tx.weight;
    }
    totalFee += tx.fee;
    scores.push([tx.weight === 0 ? 0 : Math.floor((tx.fee * 4) / tx.weight), tx.weight]);
  }
  const rates = scores.map(([rate]) => rate);
  return {
    txs: transactions.length,
    ins,
    outs,
    totalOut,
    totalFee,
    totalSize,
    totalWeight,
    avgFee: transactions.length > 1 ? Math.floor(totalFee / (transactions.length - 1)) : 0,
    avgFeeRate: totalWeight === 0 ? 0 : Math.floor((totalFee * 4) / totalWeight),
    minFeeRate: rates.length === 0 ? 0 : rates.reduce((low, rate) => Math.min(low, rate)),
    maxFeeRate: rates.reduce((high, rate) => Math.max(high, rate), 0),
    feeRatePercentiles: ratesByWeight(scores, totalWeight),
    swTxs,
    swTotalSize,
    swTotalWeight,
  };
}
