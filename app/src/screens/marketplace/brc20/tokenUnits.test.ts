import { describe, expect, it } from 'vitest';
import { groupedTokenAmount, tokenUnits, wholeTokens } from './tokenUnits';

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

describe('whole tokens', () => {
  it('drops what is less than a token, whatever the decimals', () => {
    expect(wholeTokens('21000', 18)).toBe(21_000n);
    expect(wholeTokens('1000.5', 2)).toBe(1_000n);
    expect(wholeTokens('18446744073709551615', 0)).toBe(18_446_744_073_709_551_615n);
    expect(wholeTokens('0.000000000000000001', 18)).toBe(0n);
  });

  it('refuses what tokenUnits refuses', () => {
    expect(wholeTokens('--', 18)).toBeNull();
    expect(wholeTokens('0.125', 2)).toBeNull();
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
