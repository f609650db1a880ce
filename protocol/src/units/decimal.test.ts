import { describe, expect, it } from 'vitest';
import { decimalFromNumber, divideRounded, formatHundredths, parseDecimal } from './decimal';

describe('parseDecimal', () => {
  it('reads plain decimals exactly', () => {
    expect(parseDecimal('65000.12')).toEqual({ coefficient: 6500012n, scale: 2 });
    expect(parseDecimal('-0.025')).toEqual({ coefficient: -25n, scale: 3 });
    expect(parseDecimal('7')).toEqual({ coefficient: 7n, scale: 0 });
  });

  it('refuses exponents, blanks and junk', () => {
    for (const text of ['1e5', ' 1', '1.', '.5', '', 'abc', '+1', '1,5']) {
      expect(parseDecimal(text)).toBeUndefined();
    }
  });
});

describe('decimalFromNumber', () => {
  it('reads a number as the decimal it prints as', () => {
    expect(decimalFromNumber(0.1)).toEqual({ coefficient: 1n, scale: 1 });
  });

  it('refuses non-finite numbers and numbers printed with an exponent', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, 1e-7, 1e21]) {
      expect(decimalFromNumber(value)).toBeUndefined();
    }
  });
});

describe('divideRounded', () => {
  it('rounds to the nearest integer with halves away from zero', () => {
    expect(divideRounded(5n, 2n)).toBe(3n);
    expect(divideRounded(-5n, 2n)).toBe(-3n);
    expect(divideRounded(4n, 3n)).toBe(1n);
    expect(divideRounded(-4n, 3n)).toBe(-1n);
  });
});

describe('formatHundredths', () => {
  it('shows exactly two decimals and the sign', () => {
    expect(formatHundredths(1234n)).toBe('12.34');
    expect(formatHundredths(5n)).toBe('0.05');
    expect(formatHundredths(-5n)).toBe('-0.05');
    expect(formatHundredths(0n)).toBe('0.00');
  });
});
