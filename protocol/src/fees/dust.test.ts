import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAddress } from '../address/parseAddress';
import { testAddresses } from '../address/testAddresses';
import { dustLimit, isDust } from './dust';

const addresses = testAddresses('mainnet');
const scriptOf = (type: keyof typeof addresses): Uint8Array => parseAddress(addresses[type], 'mainnet').outputScript;

describe('dustLimit', () => {
  it('is 330 for p2tr, 294 for p2wpkh and 546 for everything else', () => {
    expect(dustLimit(scriptOf('p2tr'))).toBe(330n);
    expect(dustLimit(scriptOf('p2wpkh'))).toBe(294n);
    expect(dustLimit(scriptOf('p2wsh'))).toBe(546n);
    expect(dustLimit(scriptOf('p2sh'))).toBe(546n);
    expect(dustLimit(scriptOf('p2pkh'))).toBe(546n);
    expect(dustLimit(new Uint8Array([0x6a]))).toBe(546n);
  });

  it('gives one of the three limits for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (script) => [330n, 294n, 546n].includes(dustLimit(script))),
    );
  });
});

describe('isDust', () => {
  it('is true below the limit and false at or above it', () => {
    expect(isDust(scriptOf('p2tr'), 329n)).toBe(true);
    expect(isDust(scriptOf('p2tr'), 330n)).toBe(false);
    expect(isDust(scriptOf('p2wpkh'), 293n)).toBe(true);
    expect(isDust(scriptOf('p2wpkh'), 294n)).toBe(false);
    expect(isDust(scriptOf('p2pkh'), 545n)).toBe(true);
    expect(isDust(scriptOf('p2pkh'), 546n)).toBe(false);
  });
});
