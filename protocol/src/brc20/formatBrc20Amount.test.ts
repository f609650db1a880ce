import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { BRC20_MAX_AMOUNT, BRC20_SCALE } from './amount';
import { formatBrc20Amount } from './formatBrc20Amount';

describe('formatBrc20Amount', () => {
  it('renders whole amounts without a fraction', () => {
    expect(formatBrc20Amount(1000n * BRC20_SCALE, 18)).toBe('1000');
    expect(formatBrc20Amount(0n, 18)).toBe('0');
    expect(formatBrc20Amount(BRC20_MAX_AMOUNT, 0)).toBe('18446744073709551615');
  });

  it('renders the fraction with the tick decimals, dropping trailing zeros', () => {
    expect(formatBrc20Amount(15n * 10n ** 17n, 18)).toBe('1.5');
    expect(formatBrc20Amount(1n, 18)).toBe('0.000000000000000001');
    expect(formatBrc20Amount(123_456n * 10n ** 13n, 2)).toBe('1.23');
  });

  it('cuts digits beyond the tick decimals instead of rounding up', () => {
    expect(formatBrc20Amount(1_999n * 10n ** 15n, 2)).toBe('1.99');
    expect(formatBrc20Amount(999n * 10n ** 15n, 0)).toBe('0');
  });

  it('refuses negative amounts and decimals outside 0 to 18', () => {
    expect(() => formatBrc20Amount(-1n, 18)).toThrow(new ProtocolError('brc20-negative-amount', 'Amount is negative.'));
    for (const decimals of [-1, 19, 1.5]) {
      expect(() => formatBrc20Amount(1n, decimals)).toThrow(ProtocolError);
    }
  });
});
