import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkNames } from '../network';
import { ProtocolError } from '../ProtocolError';
import { checkWalletAddress } from './walletAddress';
import { testAddresses } from './testing/testAddresses';

const unsupported = new ProtocolError(
  'wallet-address-unsupported',
  'This wallet type doesn\'t support ordinals. Use an address starting with "bc1p" or "bc1q" before connecting.',
);

describe('checkWalletAddress', () => {
  it('accepts bc1p and bc1q addresses on mainnet, in any case', () => {
    const { p2tr, p2wpkh } = testAddresses('mainnet');
    expect(checkWalletAddress(p2tr, 'mainnet').type).toBe('p2tr');
    expect(checkWalletAddress(p2wpkh, 'mainnet').type).toBe('p2wpkh');
    expect(checkWalletAddress(p2tr.toUpperCase(), 'mainnet').type).toBe('p2tr');
  });

  it('accepts tb1p and tb1q addresses on testnet, signet and devnet', () => {
    for (const network of ['testnet', 'signet', 'devnet'] as const) {
      const { p2tr, p2wpkh } = testAddresses(network);
      expect(checkWalletAddress(p2tr, network).type).toBe('p2tr');
      expect(checkWalletAddress(p2wpkh.toUpperCase(), network).type).toBe('p2wpkh');
    }
  });

  it('refuses legacy and nested segwit wallets with the spec message', () => {
    for (const network of networkNames) {
      const { p2sh, p2pkh } = testAddresses(network);
      expect(() => checkWalletAddress(p2sh, network)).toThrow(unsupported);
      expect(() => checkWalletAddress(p2pkh, network)).toThrow(unsupported);
    }
    expect(() => checkWalletAddress('', 'mainnet')).toThrow(unsupported);
  });

  it("refuses another network's prefix with the spec message", () => {
    expect(() => checkWalletAddress(testAddresses('testnet').p2tr, 'mainnet')).toThrow(unsupported);
    expect(() => checkWalletAddress(testAddresses('mainnet').p2wpkh, 'signet')).toThrow(unsupported);
  });

  it('refuses a right prefix on an invalid address', () => {
    expect(() => checkWalletAddress('bc1qinvalid', 'mainnet')).toThrow(
      new ProtocolError('invalid-address', 'Not a mainnet address: "bc1qinvalid"'),
    );
  });

  it('returns an address or throws a ProtocolError for any text', () => {
    const prefixed = fc.tuple(fc.constantFrom('bc1p', 'bc1q', 'tb1p', 'TB1Q'), fc.string()).map(([a, b]) => a + b);
    fc.assert(
      fc.property(fc.oneof(fc.string(), prefixed), fc.constantFrom(...networkNames), (address, network) => {
        try {
          expect(['p2tr', 'p2wpkh', 'p2wsh']).toContain(checkWalletAddress(address, network).type);
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
        }
      }),
    );
  });
});
