import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkNames } from '../network';
import { ProtocolError } from '../ProtocolError';
import { checkRefundAddress } from './refundAddress';
import { addressTypes } from './scriptType';
import { testAddresses } from './testing/testAddresses';

const formatError = new ProtocolError('refund-address-format', 'Address format error');

describe('checkRefundAddress', () => {
  it('accepts any valid address of the network', () => {
    for (const network of networkNames) {
      const addresses = testAddresses(network);
      for (const type of addressTypes) {
        expect(checkRefundAddress(addresses[type], network).type).toBe(type);
      }
    }
  });

  it("refuses junk and another network's address with 'Address format error'", () => {
    expect(() => checkRefundAddress('not an address', 'mainnet')).toThrow(formatError);
    expect(() => checkRefundAddress('', 'mainnet')).toThrow(formatError);
    expect(() => checkRefundAddress(testAddresses('testnet').p2tr, 'mainnet')).toThrow(formatError);
  });

  it('returns an address or throws a ProtocolError for any text', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...networkNames), (address, network) => {
        try {
          checkRefundAddress(address, network);
        } catch (error) {
          expect(error).toEqual(formatError);
        }
      }),
    );
  });
});
