/**
 * Blocks applied in one transaction when catching up: enough that per-statement costs vanish, few enough that a
 * run stays a modest amount of memory and the database is not held for long. A run of blocks as full as
 * mainnet's (some 3,500 transactions each) is cut to about `runTransactions`, judged by the last run's blocks; the
 * first run is short, since nothing tells yet how full the blocks are.
 */
export const runBlocks = 100;
export const runTransactions = 50_000;
export const firstRunBlocks = 10;

/** The next run's length: as many blocks like the last run's as fit `runTransactions`, within 1 and `runBlocks`. */
export function nextRunBlocks(blocks: number, transactions: number): number {
  if (transactions === 0) return runBlocks;
  return Math.min(runBlocks, Math.max(1, Math.floor((runTransactions * blocks) / transactions)));
}
