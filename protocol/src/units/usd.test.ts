import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { formatUsd } from './usd';

describe('formatUsd', () => {
  it('values sats at a rate given as text, to the cent', () => {
    expect(formatUsd(100_000_000n, '65000.12')).toBe('65000.12');
    expect(formatUsd(546n, '65000')).toBe('0.35');
    expect(formatUsd(0n, '65000')).toBe('0.00');
  });

  it('takes a number rate as the decimal it prints as', () => {
    expect(formatUsd(100_000_000n, 0.29)).toBe('0.29');
    expect(formatUsd(50_000_000n, 65000.13)).toBe('32500.07');
  });

  it('rounds halves of a cent up', () => {
    expect(formatUsd(1_000n, '500')).toBe('0.01'); // 0.005 USD
    expect(formatUsd(999n, '500')).toBe('0.00'); // 0.004995 USD
  });

  it('refuses rates that are negative, not finite, exponents or junk', () => {
    for (const rate of ['-1', '1e5', 'abc', '', -1, Number.NaN, Infinity, 1e21]) {
      expect(() => formatUsd(1n, rate)).toThrow(new ProtocolError('invalid-usd-rate', `Not a USD rate: "${rate}"`));
    }
  });

  it('refuses negative sats', () => {
    expect(() => formatUsd(-1n, '1')).toThrow(
      new ProtocolError('negative-sats', 'A USD value is shown for zero or more sats'),
    );
  });

  it('returns text or throws a ProtocolError for any input', () => {
    fc.assert(
      fc.property(fc.bigInt(), fc.oneof(fc.string(), fc.double()), (sats, rate) => {
        try {
          expect(formatUsd(sats, rate)).toMatch(/^\d+\.\d\d$/);
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
        }
      }),
    );
  });
});
