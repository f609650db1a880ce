import { describe, expect, it } from 'vitest';
import { blockSubsidy } from './blockSubsidy';

describe('blockSubsidy', () => {
  it('pays 50 BTC until the first halving, then half as much per halving', () => {
    expect(blockSubsidy('mainnet', 0)).toBe(5_000_000_000n);
    expect(blockSubsidy('mainnet', 209_999)).toBe(5_000_000_000n);
    expect(blockSubsidy('mainnet', 210_000)).toBe(2_500_000_000n);
    expect(blockSubsidy('mainnet', 840_000)).toBe(312_500_000n);
  });

  it('halves every 150 blocks on the devnet, as regtest does, and every 210,000 on the public test networks', () => {
    expect(blockSubsidy('devnet', 149)).toBe(5_000_000_000n);
    expect(blockSubsidy('devnet', 150)).toBe(2_500_000_000n);
    expect(blockSubsidy('devnet', 300)).toBe(1_250_000_000n);
    expect(blockSubsidy('testnet', 150)).toBe(5_000_000_000n);
    expect(blockSubsidy('signet', 210_000)).toBe(2_500_000_000n);
  });

  it('rounds each halving down and pays nothing from the 64th', () => {
    expect(blockSubsidy('devnet', 150 * 33)).toBe(0n);
    expect(blockSubsidy('devnet', 150 * 32)).toBe(1n);
    expect(blockSubsidy('devnet', 150 * 64)).toBe(0n);
    expect(blockSubsidy('mainnet', 210_000 * 64)).toBe(0n);
  });
});
