import { describe, expect, it } from 'vitest';
import { firstRunBlocks, nextRunBlocks, runBlocks } from './runLength';

describe('how many blocks the next run reads', () => {
  it('reads about 50,000 transactions of blocks like the last run’s, never more than 100 blocks nor fewer than 1', () => {
    expect(firstRunBlocks).toBe(10);
    // Mainnet-like blocks of 3,500 transactions: 14 a run.
    expect(nextRunBlocks(10, 35_000)).toBe(14);
    expect(nextRunBlocks(14, 49_000)).toBe(14);
    // Blocks of 500 transactions: as many as the cap allows.
    expect(nextRunBlocks(14, 7_000)).toBe(runBlocks);
    // One block of more than 50,000 transactions still makes a run.
    expect(nextRunBlocks(1, 80_000)).toBe(1);
    expect(nextRunBlocks(3, 0)).toBe(runBlocks);
  });
});
