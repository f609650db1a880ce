import { describe, expect, it } from 'vitest';
import { testAddresses } from './testing/testAddresses';
import { bytesToHex } from '../bytes';
import { makeSeller } from '../listing/testing/listingFixtures';
import { ProtocolError } from '../ProtocolError';
import { keySpendOf } from './keySpend';

// testAddresses derive every kind from the key of seed 7.
const key = makeSeller(7).keyPair.publicKey;
const addresses = testAddresses('testnet');

const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return error.code as string;
    throw error;
  }
  return 'accepted';
};

describe('keySpendOf', () => {
  it('reads taproot, native segwit and nested segwit payment addresses with their signing fields and sizes', () => {
    const taproot = keySpendOf(addresses.p2tr, bytesToHex(key), 'testnet');
    expect(taproot).toMatchObject({ kind: 'p2tr', scriptSigBytes: 0, witnessBytes: 66 });
    expect(taproot.inputFields.tapInternalKey).toEqual(key.subarray(1));
    expect(keySpendOf(addresses.p2tr, bytesToHex(key.subarray(1)), 'testnet').kind).toBe('p2tr');
    expect(keySpendOf(addresses.p2wpkh, bytesToHex(key), 'testnet')).toMatchObject({
      kind: 'p2wpkh',
      witnessBytes: 108,
    });
    const nested = keySpendOf(addresses.p2sh, bytesToHex(key), 'testnet');
    expect(nested).toMatchObject({ kind: 'p2sh-p2wpkh', scriptSigBytes: 23, witnessBytes: 108 });
    expect(nested.inputFields.redeemScript).toHaveLength(22);
  });

  it("refuses another key than the address's, a key off the curve, and addresses a buyer cannot pay from", () => {
    const other = bytesToHex(makeSeller(8).keyPair.publicKey);
    expect(refusal(() => keySpendOf(addresses.p2tr, other, 'testnet'))).toBe('key-mismatch');
    expect(refusal(() => keySpendOf(addresses.p2sh, other, 'testnet'))).toBe('key-mismatch');
    expect(refusal(() => keySpendOf(addresses.p2wpkh, `02${'ff'.repeat(32)}`, 'testnet'))).toBe('key-mismatch');
    expect(refusal(() => keySpendOf(addresses.p2wpkh, 'nothex', 'testnet'))).toBe('key-mismatch');
    expect(refusal(() => keySpendOf(addresses.p2pkh, bytesToHex(key), 'testnet'))).toBe('unsupported-address-kind');
    expect(refusal(() => keySpendOf(addresses.p2wsh, bytesToHex(key), 'testnet'))).toBe('unsupported-address-kind');
  });
});
