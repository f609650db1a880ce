import { maxSweep as batchSweepMax } from '@ordmarket/protocol';

/** §9 "cart maxNum default 30": the cap before a product list is known. */
export const defaultMaxNum = 30;

/** §5 "maxSweep = min(9, number of purchasable items)"; 9 is the protocol's batch limit. */
export function maxSweepFor(purchasableCount: number): number {
  return Math.min(batchSweepMax, purchasableCount);
}
