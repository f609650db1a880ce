import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { networkNames } from '../network';
import { addressFromOutputScript } from './addressFromScript';
import { parseAddress } from './parseAddress';
import { addressTypes } from './scriptType';
import { testAddresses } from './testing/testAddresses';

describe('addressFromOutputScript', () => {
  it('gives back the address of every supported output script on every network', () => {
    for (const network of networkNames) {
      const addresses = testAddresses(network);
      for (const type of addressTypes) {
        const { outputScript } = parseAddress(addresses[type], network);
        expect(addressFromOutputScript(outputScript, network)).toBe(addresses[type]);
      }
    }
  });

  it('is undefined for OP_RETURN and for a taproot key off the curve', () => {
    expect(addressFromOutputScript(new Uint8Array([0x6a, 0x01, 0x01]), 'mainnet')).toBeUndefined();
    const offCurve = new Uint8Array([0x51, 0x20, ...new Uint8Array(32)]);
    expect(addressFromOutputScript(offCurve, 'mainnet')).toBeUndefined();
  });

  it("agrees with bitcoinjs's own reading of any output script, a taproot key on the curve or off it", () => {
    const bitcoinjs = (script: Uint8Array): string | undefined => {
      try {
        return bitcoin.address.fromOutputScript(script, bitcoin.networks.testnet);
      } catch {
        return undefined;
      }
    };
    const templated = fc
      .tuple(
        fc.constantFrom([0x51, 0x20], [0x00, 0x14], [0x00, 0x20], [0xa9, 0x14], [0x76, 0xa9, 0x14]),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
      )
      .map(([prefix, data]) => {
        const length = prefix.at(-1) ?? 0;
        const suffix = prefix[0] === 0xa9 ? [0x87] : prefix[0] === 0x76 ? [0x88, 0xac] : [];
        return new Uint8Array([...prefix, ...data.subarray(0, length), ...suffix]);
      });
    fc.assert(
      fc.property(templated, (script) => {
        expect(addressFromOutputScript(script, 'testnet')).toBe(bitcoinjs(script));
      }),
      { numRuns: 500 },
    );
  });

  it('returns an address or undefined for any bytes', () => {
    const templated = fc
      .tuple(fc.constantFrom([0x51, 0x20], [0x00, 0x14], [0x00, 0x20]), fc.uint8Array({ minLength: 20, maxLength: 32 }))
      .map(([prefix, data]) => new Uint8Array([...prefix, ...data]));
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 40 }), templated), (script) => {
        const address = addressFromOutputScript(script, 'mainnet');
        expect(address === undefined || typeof address === 'string').toBe(true);
      }),
    );
  });
});
