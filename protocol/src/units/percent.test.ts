import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('shows a ratio as a percent with 2 decimals', () => {
    expect(formatPercent(0.025)).toBe('2.50');
    expect(formatPercent('1')).toBe('100.00');
    expect(formatPercent(0)).toBe('0.00');
    expect(formatPercent(-0.1)).toBe('-10.00');
  });

  it('rounds halves away from zero on the exact decimal', () => {
    expect(formatPercent(0.00005)).toBe('0.01');
    expect(formatPercent('-0.00005')).toBe('-0.01');
    expect(formatPercent(0.000049)).toBe('0.00');
    expect(formatPercent(0.01005)).toBe('1.01');
  });

  it('refuses exponents, non-finite numbers and junk', () => {
    for (const ratio of ['1e-3', 'abc', '', Number.NaN, Infinity, 1e-7]) {
      expect(() => formatPercent(ratio)).toThrow(new ProtocolError('invalid-ratio', `Not a ratio: "${ratio}"`));
    }
  });

  it('returns text or throws a ProtocolError for any input', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (ratio) => {
        try {
          expect(formatPercent(ratio)).toMatch(/^-?\d+\.\d\d$/);
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
        }
      }),
    );
  });
});
