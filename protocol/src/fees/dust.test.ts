import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAddress } from '../address/parseAddress';
import { testAddresses } from '../address/testing/testAddresses';
import { dustLimit, isDust } from './dust';

const addresses = testAddresses('mainnet');
const scriptOf = (type: keyof typeof addresses): Uint8Array => parseAddress(addresses[type], 'mainnet').outputScript;

describe('dustLimit', () => {
  it("is Bitcoin Core's limit per script: 546 p2pkh, 540 p2sh, 294 p2wpkh, 330 p2wsh and p2tr", () => {
    expect(dustLimit(scriptOf('p2pkh'))).toBe(546n);
    expect(dustLimit(scriptOf('p2sh'))).toBe(540n);
    expect(dustLimit(scriptOf('p2wpkh'))).toBe(294n);
    expect(dustLimit(scriptOf('p2wsh'))).toBe(330n);
    expect(dustLimit(scriptOf('p2tr'))).toBe(330n);
  });

  it('gives an OP_RETURN output no limit, and other scripts the cost of their output and its spend', () => {
    expect(dustLimit(Uint8Array.of(0x6a, 0x04, 1, 2, 3, 4))).toBe(0n);
    // A future witness version (OP_2, a 32-byte program) is spent like any witness program: 43 + 67 bytes.
    expect(dustLimit(Uint8Array.of(0x52, 0x20, ...new Uint8Array(32)))).toBe(330n);
    // Bare multisig or any script that is no witness program: 8 + 1 + length, plus a 148-byte legacy spend.
    expect(dustLimit(new Uint8Array(71).fill(0x51))).toBe((8n + 1n + 71n + 148n) * 3n);
  });

  it('is a whole multiple of the 3 sat/vB relay fee for any bytes', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 60 }), (script) => dustLimit(script) % 3n === 0n));
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
    expect(isDust(scriptOf('p2sh'), 539n)).toBe(true);
    expect(isDust(scriptOf('p2sh'), 540n)).toBe(false);
  });
});
