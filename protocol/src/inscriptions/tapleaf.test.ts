import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { tapleafHash } from './tapleaf';
import { hexToBytes } from '../bytes';

/** The secp256k1 generator's x coordinate: a valid x-only key. */
const internalPubkey = hexToBytes('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798');

describe('tapleafHash', () => {
  it.each([0, 1, 252, 253, 65535, 65536])(
    'matches the leaf hash bitcoinjs-lib commits to for a %i-byte script',
    (n) => {
      const script = new Uint8Array(n).fill(0x51);
      const viaLib = bitcoin.payments.p2tr({ internalPubkey, scriptTree: { output: script } });
      const viaHash = bitcoin.payments.p2tr({ internalPubkey, hash: tapleafHash(script) });
      expect(viaHash.output).toEqual(viaLib.output);
    },
  );
});
