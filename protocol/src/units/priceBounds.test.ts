import { describe, expect, it } from 'vitest';
import { parseBtc } from './btc';
import { maximumPriceSats, minimumPriceSats, raiseToMinimumPrice } from './priceBounds';

describe('raiseToMinimumPrice', () => {
  it('is 0.00000546 BTC', () => {
    expect(minimumPriceSats).toBe(parseBtc('0.00000546'));
  });

  it('raises a price below the minimum to the minimum', () => {
    expect(raiseToMinimumPrice(0n)).toBe(546n);
    expect(raiseToMinimumPrice(545n)).toBe(546n);
  });

  it('keeps a price at or above the minimum', () => {
    expect(raiseToMinimumPrice(546n)).toBe(546n);
    expect(raiseToMinimumPrice(100_000n)).toBe(100_000n);
  });
});

describe('maximumPriceSats', () => {
  it('is every bitcoin there will ever be, a safe integer as a JSON number', () => {
    expect(maximumPriceSats).toBe(parseBtc('21000000'));
    expect(maximumPriceSats <= BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
  });
});
