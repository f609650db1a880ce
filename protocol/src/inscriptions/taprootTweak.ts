import { bitcoin } from '../bitcoin';
import { concatBytes } from '../bytes';
import { curve } from '../curve';

/** A taproot output's key: the internal key tweaked (BIP341), and the parity its control blocks carry. */
export interface TweakedKey {
  readonly outputKey: Uint8Array;
  readonly parity: 0 | 1;
}

/**
 * BIP341's output key for an x-only internal key and its script tree's root (none for a key-path-only output), worked
 * out once: bitcoinjs's p2tr tweaks again for each of the output, the witness and its own validation.
 */
export function tweakedOutputKey(internalKey: Uint8Array, merkleRoot?: Uint8Array): TweakedKey {
  const tweak = bitcoin.crypto.taggedHash(
    'TapTweak',
    merkleRoot === undefined ? internalKey : concatBytes([internalKey, merkleRoot]),
  );
  const tweaked = curve().xOnlyPointAddTweak(internalKey, tweak);
  if (tweaked === null) throw new Error('the taproot tweak gave the point at infinity');
  return { outputKey: tweaked.xOnlyPubkey, parity: tweaked.parity };
}
