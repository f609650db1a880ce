import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { networkNames, networkParams } from '../network';
import { ProtocolError } from '../ProtocolError';
import { parseAddress } from './parseAddress';
import { addressTypes } from './scriptType';
import { testAddresses } from './testing/testAddresses';

describe('parseAddress', () => {
  it('classifies every supported type on every network and gives its output script', () => {
    for (const network of networkNames) {
      const addresses = testAddresses(network);
      for (const type of addressTypes) {
        const parsed = parseAddress(addresses[type], network);
        expect(parsed.type).toBe(type);
        expect(parsed.network).toBe(network);
        expect(parsed.address).toBe(addresses[type]);
        expect(parsed.outputScript).toEqual(bitcoin.address.toOutputScript(addresses[type], networkParams(network)));
      }
    }
  });

  it('reads bech32 addresses in upper case', () => {
    const address = testAddresses('mainnet').p2wpkh.toUpperCase();
    expect(parseAddress(address, 'mainnet').type).toBe('p2wpkh');
  });

  it("refuses another network's addresses", () => {
    const mainnet = testAddresses('mainnet');
    const testnet = testAddresses('testnet');
    for (const type of addressTypes) {
      expect(() => parseAddress(mainnet[type], 'testnet')).toThrow(
        new ProtocolError('invalid-address', `Not a testnet address: "${mainnet[type]}"`),
      );
      expect(() => parseAddress(testnet[type], 'mainnet')).toThrow(
        new ProtocolError('invalid-address', `Not a mainnet address: "${testnet[type]}"`),
      );
    }
  });

  it('refuses bad checksums, junk and future segwit versions', () => {
    const good = testAddresses('mainnet').p2tr;
    const badChecksum = `${good.slice(0, -1)}${good.endsWith('q') ? 'p' : 'q'}`;
    const futureSegwit = bitcoin.address.toBech32(new Uint8Array(32), 2, 'bc');
    for (const address of [badChecksum, '', 'bc1', 'hello', futureSegwit]) {
      expect(() => parseAddress(address, 'mainnet')).toThrow(
        new ProtocolError('invalid-address', `Not a mainnet address: "${address}"`),
      );
    }
  });

  it('returns an address or throws a ProtocolError for any text', () => {
    const bech32ish = fc.string({ unit: fc.constantFrom(...'qpzry9x8gf2tvdw0s3jn54khce6mua7lbc1'.split('')) });
    fc.assert(
      fc.property(fc.oneof(fc.string(), bech32ish), fc.constantFrom(...networkNames), (address, network) => {
        try {
          expect(parseAddress(address, network).network).toBe(network);
        } catch (error) {
          expect(error).toBeInstanceOf(ProtocolError);
        }
      }),
    );
  });
});
