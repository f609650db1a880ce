import { describe, expect, it } from 'vitest';
import { boxFeeRate } from './boxFeeRate';

describe('the box’s fee rate', () => {
  it('is the General tier in whole sats/vB, the preset while the fee service gave nothing', () => {
    expect(boxFeeRate({ fastestFee: 14, halfHourFee: 8.2, economyFee: 3 })).toBe(9);
    expect(boxFeeRate({ fastestFee: 0, halfHourFee: 0, economyFee: 0 })).toBe(12);
  });
});
