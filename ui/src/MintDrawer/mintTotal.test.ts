import { describe, expect, it } from 'vitest';
import { mintTotal } from './mintTotal';

describe('mintTotal', () => {
  it('adds mint price, postage, network fee and service fee exactly, in sats', () => {
    expect(mintTotal({ mintPrice: 50_000n, inscriptionPostage: 546, networkFee: 12_345, serviceFee: 2_000n })).toBe(
      64_891n,
    );
  });

  it('stays exact past the float range', () => {
    expect(mintTotal({ mintPrice: 2n ** 60n, inscriptionPostage: 1, networkFee: 0, serviceFee: 0 })).toBe(
      2n ** 60n + 1n,
    );
  });
});
