import { describe, expect, it } from 'vitest';
import { scaledTokens, wholeTokens } from './scaledTokens';

describe('scaled tokens', () => {
  it("puts the server's amounts on BRC-20's one 10^18 scale", () => {
    expect(scaledTokens('11000')).toBe(11_000n * 10n ** 18n);
    expect(scaledTokens('0.5')).toBe(5n * 10n ** 17n);
    expect(scaledTokens('0')).toBe(0n);
  });

  it('refuses text that is no amount', () => {
    expect(scaledTokens('1e5')).toBeNull();
    expect(scaledTokens('-1')).toBeNull();
    expect(scaledTokens('')).toBeNull();
  });
});

describe('whole tokens', () => {
  it('drops what is less than a token', () => {
    expect(wholeTokens('21000')).toBe(21_000n);
    expect(wholeTokens('1000.5')).toBe(1_000n);
    expect(wholeTokens('18446744073709551615')).toBe(18_446_744_073_709_551_615n);
    expect(wholeTokens('0.000000000000000001')).toBe(0n);
  });

  it('refuses what is no amount', () => {
    expect(wholeTokens('--')).toBeNull();
  });
});
