import { describe, expect, it } from 'vitest';
import { formatBtc, formatPercent, formatSats, formatUsd, toSats } from './formatAmount';

describe('toSats', () => {
  it('keeps bigints and whole numbers exact', () => {
    expect(toSats(123n)).toBe(123n);
    expect(toSats(Number.MAX_SAFE_INTEGER)).toBe(9007199254740991n);
  });

  it('rounds fractional sats down', () => {
    expect(toSats(1045.9)).toBe(1045n);
    expect(toSats(-0.5)).toBe(-1n);
  });

  it('refuses numbers that have already lost sats', () => {
    expect(() => toSats(2 ** 53)).toThrow(RangeError);
    expect(() => toSats(Number.NaN)).toThrow(RangeError);
    expect(() => toSats(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('formatBtc', () => {
  it('shows exactly 8 decimals', () => {
    expect(formatBtc(123456789)).toBe('1.23456789');
    expect(formatBtc(1)).toBe('0.00000001');
    expect(formatBtc(546)).toBe('0.00000546');
    expect(formatBtc(100_000_000)).toBe('1.00000000');
  });

  it('shows zero', () => {
    expect(formatBtc(0)).toBe('0.00000000');
    expect(formatBtc(0n)).toBe('0.00000000');
  });

  it('rounds fractional sats down', () => {
    expect(formatBtc(1.99)).toBe('0.00000001');
  });

  it('groups the whole bitcoins of huge values, beyond the safe number range as bigint', () => {
    expect(formatBtc(2_100_000_000_000_000n)).toBe('21,000,000.00000000');
    expect(formatBtc(123_456_789_012_345_678_901n)).toBe('1,234,567,890,123.45678901');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatBtc(-123456789n)).toBe('-1.23456789');
    expect(formatBtc(-1)).toBe('-0.00000001');
  });
});

describe('formatSats', () => {
  it('groups digits and names the unit', () => {
    expect(formatSats(1234567)).toBe('1,234,567 sats');
    expect(formatSats(0)).toBe('0 sats');
    expect(formatSats(999)).toBe('999 sats');
  });

  it('takes bigints past the safe range', () => {
    expect(formatSats(12_345_678_901_234_567_890n)).toBe('12,345,678,901,234,567,890 sats');
  });

  it('keeps the sign and takes a translated unit', () => {
    expect(formatSats(-2500n, '聪')).toBe('-2,500 聪');
  });
});

describe('formatUsd', () => {
  it('shows dollars with cents and grouping', () => {
    expect(formatUsd(100_000_000, 67_123.45)).toBe('$67,123.45');
    expect(formatUsd(123_456_789n, 60_000)).toBe('$74,074.07');
  });

  it('rounds half a cent up', () => {
    // At $500 per BTC, 3,000 sats is exactly $0.015 and 2,999 sats is $0.014995.
    expect(formatUsd(3_000, 500)).toBe('$0.02');
    expect(formatUsd(2_999, 500)).toBe('$0.01');
  });

  it('shows zero as $0.00', () => {
    expect(formatUsd(0, 67_000)).toBe('$0.00');
    expect(formatUsd(12_345, 0)).toBe('$0.00');
  });

  it('shows tiny non-zero values as <$0.01', () => {
    expect(formatUsd(1, 67_000)).toBe('<$0.01');
    expect(formatUsd(14, 67_000)).toBe('<$0.01');
    expect(formatUsd(15, 67_000)).toBe('$0.01');
    expect(formatUsd(-1n, 67_000)).toBe('>-$0.01');
  });

  it('handles huge bigint values exactly', () => {
    expect(formatUsd(2_100_000_000_000_000n, 100_000)).toBe('$2,100,000,000,000.00');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatUsd(-50_000_000n, 60_000)).toBe('-$30,000.00');
  });

  it('refuses a rate that is not a price', () => {
    expect(() => formatUsd(1, -1)).toThrow(RangeError);
    expect(() => formatUsd(1, Number.NaN)).toThrow(RangeError);
  });
});

describe('formatPercent', () => {
  it('shows changes with 2 decimals and a sign', () => {
    expect(formatPercent(12.3456)).toBe('+12.35%');
    expect(formatPercent(-3.1)).toBe('-3.10%');
    expect(formatPercent(1234.5)).toBe('+1,234.50%');
  });

  it('shows no sign for zero, even a negative change that rounds to zero', () => {
    expect(formatPercent(0)).toBe('0.00%');
    expect(formatPercent(-0.001)).toBe('0.00%');
  });

  it('shows a share without a sign', () => {
    expect(formatPercent(45.678, { signed: false })).toBe('45.68%');
    expect(formatPercent(100, { signed: false })).toBe('100.00%');
  });

  it('refuses values that are not numbers', () => {
    expect(() => formatPercent(Number.NaN)).toThrow(RangeError);
  });
});
