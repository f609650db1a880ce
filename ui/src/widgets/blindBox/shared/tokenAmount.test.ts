import { describe, expect, it } from 'vitest';
import { formatTokenAmount, tokensOfUnits, tokensTaken, tokenUnits } from './tokenAmount';

describe('BRC-20 amounts as decimal strings', () => {
  it('reads whole tokens exactly, to 18 decimals, and nothing that is not a plain amount', () => {
    expect(tokenUnits('1')).toBe(10n ** 18n);
    expect(tokenUnits(' 0.5 ')).toBe(5n * 10n ** 17n);
    expect(tokenUnits('0.000000000000000001')).toBe(1n);
    expect(tokenUnits('0.0000000000000000001')).toBeNull();
    expect(tokenUnits('')).toBeNull();
    expect(tokenUnits('1.')).toBeNull();
    expect(tokenUnits('-1')).toBeNull();
    expect(tokenUnits('1e3')).toBeNull();
    expect(tokenUnits('007')).toBeNull();
    expect(tokenUnits('0')).toBeNull();
  });

  it('compares amounts no float could tell apart', () => {
    const held = tokenUnits('21000000.000000000000000001');
    const asked = tokenUnits('21000000');
    expect(held !== null && asked !== null && held > asked).toBe(true);
  });

  it('writes units back plainly, and groups digits for the screens', () => {
    expect(tokensOfUnits(3n * (tokenUnits('1000.5') ?? 0n))).toBe('3001.5');
    expect(tokensOfUnits(0n)).toBe('0');
    expect(formatTokenAmount('1000')).toBe('1,000');
    expect(formatTokenAmount('1234567.500')).toBe('1,234,567.5');
    expect(formatTokenAmount('0.000000000000000001')).toBe('0.000000000000000001');
    expect(formatTokenAmount('not a number')).toBe('not a number');
  });

  it('reckons what prizes take against a holding, and is never over while nothing is held yet', () => {
    expect(tokensTaken('1000.5', 3, '3001.5')).toEqual({
      units: 3001n * 10n ** 18n + 5n * 10n ** 17n,
      total: '3001.5',
      overHeld: false,
    });
    expect(tokensTaken('1000.5', 3, '3001.499')).toMatchObject({ total: '3001.5', overHeld: true });
    expect(tokensTaken('1000', 3, undefined)).toMatchObject({ total: '3000', overHeld: false });
    expect(tokensTaken('ten', 3, '1')).toEqual({ units: null, total: null, overHeld: false });
    expect(tokensTaken('10', null, '1')).toEqual({ units: null, total: null, overHeld: false });
  });
});
