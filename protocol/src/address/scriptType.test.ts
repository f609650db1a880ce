import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { networkParams } from '../network';
import { addressTypes, outputScriptType } from './scriptType';
import { testAddresses } from './testing/testAddresses';

describe('outputScriptType', () => {
  it('recognises the output script of every supported address type', () => {
    const addresses = testAddresses('mainnet');
    for (const type of addressTypes) {
      const script = bitcoin.address.toOutputScript(addresses[type], networkParams('mainnet'));
      expect(outputScriptType(script)).toBe(type);
    }
  });

  it('is undefined for OP_RETURN, future segwit versions and near misses', () => {
    const hash20 = new Uint8Array(20).fill(1);
    expect(outputScriptType(new Uint8Array([0x6a, 0x02, 1, 2]))).toBeUndefined();
    expect(outputScriptType(new Uint8Array([0x52, 0x20, ...new Uint8Array(32)]))).toBeUndefined();
    expect(outputScriptType(new Uint8Array([0x00, 0x13, ...hash20]))).toBeUndefined();
    expect(outputScriptType(new Uint8Array([0xa9, 0x14, ...hash20, 0x88]))).toBeUndefined();
    expect(outputScriptType(new Uint8Array([0x76, 0xa9, 0x14, ...hash20, 0x88, 0xad]))).toBeUndefined();
    expect(outputScriptType(new Uint8Array())).toBeUndefined();
  });

  it('returns a type or undefined for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (script) => {
        const type = outputScriptType(script);
        expect(type === undefined || addressTypes.includes(type)).toBe(true);
      }),
    );
  });
});
