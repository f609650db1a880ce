import { describe, expect, it } from 'vitest';
import { purchaseFeeRate } from './purchaseFeeRate';

describe('purchaseFeeRate', () => {
  it("pays the fee service's General rate, rounded up to a whole sat/vB", () => {
    expect(purchaseFeeRate({ fastestFee: 30, halfHourFee: 14.2, economyFee: 9 })).toBe(15);
    expect(purchaseFeeRate({ fastestFee: 1, halfHourFee: 1, economyFee: 1 })).toBe(1);
  });

  it('never pays under the Economy rate, nor a rate of 0 the service may answer', () => {
    expect(purchaseFeeRate({ fastestFee: 5, halfHourFee: 2, economyFee: 3 })).toBe(3);
    expect(purchaseFeeRate({ fastestFee: 0, halfHourFee: 0, economyFee: 0 })).toBe(12);
  });
});
