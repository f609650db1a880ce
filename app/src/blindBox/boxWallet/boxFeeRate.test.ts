import { describe, expect, it } from 'vitest';
import { boxFeeRate } from './boxFeeRate';

describe('the box’s fee rate', () => {
  it('is the General tier in whole sats/vB, the preset while the fee service gave nothing', () => {
    expect(boxFeeRate({ halfHourFee: 8.2 })).toBe(9);
    expect(boxFeeRate({ halfHourFee: 0 })).toBe(12);
  });
});
