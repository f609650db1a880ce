import { describe, expect, it } from 'vitest';
import { percentText } from './percent';

describe('percentText', () => {
  it('writes two decimals, truncated toward zero on both sides of it', () => {
    expect(percentText(1n, 8n)).toBe('12.50');
    expect(percentText(1n, 3n)).toBe('33.33');
    expect(percentText(-1n, 3n)).toBe('-33.33');
    expect(percentText(-1n, 100_000n)).toBe('0.00');
    expect(percentText(0n, 7n)).toBe('0.00');
    expect(percentText(7n, 3n)).toBe('233.33');
  });

  it('stays exact for BRC-20 amounts scaled by 10^18', () => {
    const supply = 21_000_000n * 10n ** 18n;
    expect(percentText(supply - 1n, supply)).toBe('99.99');
    expect(percentText(supply, supply)).toBe('100.00');
  });
});
