import { describe, expect, it } from 'vitest';
import { groupedTokenAmount, tokenUnits } from './tokenUnits';

describe('token units', () => {
  it('scales whole and fractional amounts by the decimals', () => {
    expect(tokenUnits('11000', 2)).toBe(1_100_000n);
    expect(tokenUnits('0.5', 18)).toBe(500_000_000_000_000_000n);
    expect(tokenUnits('21000000', 0)).toBe(21_000_000n);
  });

  it('refuses text that is no amount, or more precise than the tick', () => {
    expect(tokenUnits('1e5', 18)).toBeNull();
    expect(tokenUnits('-1', 18)).toBeNull();
    expect(tokenUnits('0.125', 2)).toBeNull();
  });
});

describe('grouped token amounts', () => {
  it('groups the whole part and keeps the decimals as written', () => {
    expect(groupedTokenAmount('21000000')).toBe('21,000,000');
    expect(groupedTokenAmount('1000.50')).toBe('1,000.50');
    expect(groupedTokenAmount('0.000000000000000001')).toBe('0.000000000000000001');
  });

  it('leaves text that is no amount as it is', () => {
    expect(groupedTokenAmount('')).toBe('');
    expect(groupedTokenAmount('--')).toBe('--');
  });
});
