import { describe, expect, it } from 'vitest';
import { mintPercent } from './mintProgress';

describe('mintPercent', () => {
  it('gives the minted share in percent with 2 decimals', () => {
    expect(mintPercent(4_567, 10_000)).toBe(45.67);
    expect(mintPercent(1, 3)).toBe(33.33);
    expect(mintPercent(21_000_000, 21_000_000)).toBe(100);
    expect(mintPercent(0, 21_000_000)).toBe(0);
  });

  it('rounds down, so an unfinished mint never reads 100.00%', () => {
    expect(mintPercent(99_999, 100_000)).toBe(99.99);
    expect(mintPercent(2, 3)).toBe(66.66);
  });

  it('is exact for huge bigint supplies with 18 decimals', () => {
    const supply = 21_000_000n * 10n ** 18n;
    expect(mintPercent(supply - 1n, supply)).toBe(99.99);
    expect(mintPercent(supply / 8n, supply)).toBe(12.5);
  });

  it('stays between 0 and 100', () => {
    expect(mintPercent(150, 100)).toBe(100);
    expect(mintPercent(-5, 100)).toBe(0);
  });

  it('has no share without a positive supply, and refuses unsafe numbers', () => {
    expect(mintPercent(5, 0)).toBeNull();
    expect(mintPercent(5, -1n)).toBeNull();
    expect(() => mintPercent(2 ** 60, 2 ** 61)).toThrow(RangeError);
  });
});
