import { describe, expect, it } from 'vitest';
import { testAddresses } from '../address/testing/testAddresses';
import { ProtocolError } from '../ProtocolError';
import { basisPointsOf, chargedFee } from './marketFees';

const { p2tr, p2wpkh } = testAddresses('testnet');

describe('market fees', () => {
  it('takes whole basis points of a price, rounded down', () => {
    expect(basisPointsOf(100_000n, 200)).toBe(2_000n);
    expect(basisPointsOf(99_999n, 250)).toBe(2_499n);
    expect(basisPointsOf(2_100_000_000_000_000n, 10_000)).toBe(2_100_000_000_000_000n);
    expect(() => basisPointsOf(1n, 10_001)).toThrow(ProtocolError);
    expect(() => basisPointsOf(1n, 1.5)).toThrow(ProtocolError);
  });

  it("charges a fee only when it is owed, has an address and reaches that address's dust limit", () => {
    expect(chargedFee(330n, p2tr, 'testnet')).toEqual({ sats: 330n, address: p2tr });
    expect(chargedFee(329n, p2tr, 'testnet')).toBeUndefined();
    expect(chargedFee(294n, p2wpkh, 'testnet')).toEqual({ sats: 294n, address: p2wpkh });
    expect(chargedFee(0n, p2tr, 'testnet')).toBeUndefined();
    expect(chargedFee(5_000n, null, 'testnet')).toBeUndefined();
    expect(chargedFee(5_000n, '', 'testnet')).toBeUndefined();
  });
});
