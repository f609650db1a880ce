import { describe, expect, it } from 'vitest';
import { mintedTotal } from './mintedTotal';

describe('mintedTotal', () => {
  it('multiplies whole amounts and groups the digits', () => {
    expect(mintedTotal('1000', 3)).toBe('3,000');
    expect(mintedTotal('1000', 1)).toBe('1,000');
  });

  it('keeps decimals exact and drops trailing zeros', () => {
    expect(mintedTotal('0.1', 3)).toBe('0.3');
    expect(mintedTotal('1.25', 4)).toBe('5');
    expect(mintedTotal('100.50', 3)).toBe('301.5');
    expect(mintedTotal('0.000000000000000001', 7)).toBe('0.000000000000000007');
  });

  it('stays exact past the float range', () => {
    expect(mintedTotal('18000000000000000000', 9)).toBe('162,000,000,000,000,000,000');
  });

  it('has no total for an amount that is that is not one, or no repeat count', () => {
    for (const amount of ['', '.', '1.', '.5', '007', '00.1', '-1', '1e3', '1,000', 'abc', '0']) {
      expect(mintedTotal(amount, 2), amount).toBeNull();
    }
    expect(mintedTotal('1000', null)).toBeNull();
    expect(mintedTotal('1000', 0)).toBeNull();
  });
});
