import { describe, expect, it } from 'vitest';
import { networkFeeSats, presetFeeRates, tierRate } from './feeRates';

describe('tierRate', () => {
  const rates = { fastestFee: 30, halfHourFee: 18, economyFee: 9 };

  it('maps Fastest, General and Economy to the service fields, General to the half-hour rate', () => {
    expect(tierRate('fastest', rates, null)).toBe(30);
    expect(tierRate('general', rates, null)).toBe(18);
    expect(tierRate('economy', rates, null)).toBe(9);
  });

  it('falls back to the spec presets 22, 12 and 7 when rates are missing', () => {
    expect(presetFeeRates).toEqual({ fastestFee: 22, halfHourFee: 12, economyFee: 7 });
    expect(tierRate('fastest', undefined, null)).toBe(22);
    expect(tierRate('general', undefined, null)).toBe(12);
    expect(tierRate('economy', { fastestFee: 40 }, null)).toBe(7);
  });

  it('keeps a zero from the service, so the tier shows as not computed', () => {
    expect(tierRate('general', { halfHourFee: 0 }, null)).toBe(0);
  });

  it('uses the custom rate for Custom, null while the field is empty', () => {
    expect(tierRate('custom', rates, 45)).toBe(45);
    expect(tierRate('custom', rates, null)).toBeNull();
  });
});

describe('networkFeeSats', () => {
  it('is the rate times the virtual size', () => {
    expect(networkFeeSats(12, 200)).toBe(2400);
  });

  it('rounds a part sat up to the whole sat', () => {
    expect(networkFeeSats(12, 197.5)).toBe(2370);
    expect(networkFeeSats(1.5, 141.25)).toBe(212);
  });

  it('does not add a sat for float noise', () => {
    expect(0.1 * 3).toBeGreaterThan(0.3);
    expect(networkFeeSats(0.1, 30)).toBe(3);
  });

  it('is null while the rate or the size is unknown or zero', () => {
    expect(networkFeeSats(null, 200)).toBeNull();
    expect(networkFeeSats(12, undefined)).toBeNull();
    expect(networkFeeSats(0, 200)).toBeNull();
    expect(networkFeeSats(12, 0)).toBeNull();
    expect(networkFeeSats(Number.NaN, 200)).toBeNull();
  });
});
