import { describe, expect, it } from 'vitest';
import { cartTotals } from './cartTotals';

describe('cartTotals', () => {
  it('adds the checked prices, rounds the fees down and estimates the network fee by the spec rule', () => {
    // 2 items: 3 inputs, 7 outputs (2 inscriptions, 2 payments, change, royalty, service):
    // (21 + 115·3 + 86·7 + 86) / 2 = 527 vB (rounded up) at 12 sats/vB.
    expect(cartTotals([{ sale_price: 10_001 }, { sale_price: 5_000 }], 0.025, 0.02, 12)).toEqual({
      subtotal: 15_001,
      royaltyFee: 375,
      serviceFee: 300,
      networkFee: 6324n,
      total: 22_000n,
    });
  });

  it('leaves the network fee open with nothing checked or no fee rate', () => {
    expect(cartTotals([], 0.05, 0, 12).total).toBeNull();
    expect(cartTotals([{ sale_price: 1000 }], 0.05, 0, 0).networkFee).toBeNull();
  });
});
