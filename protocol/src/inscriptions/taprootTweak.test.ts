import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { bytesToHex, hexToBytes } from '../bytes';
import { curve } from '../curve';
import { tapleafHash } from './tapleaf';
import { tweakedOutputKey } from './taprootTweak';

describe('the taproot output key, tweaked once', () => {
  it("gives BIP86's first receiving key its output key (no script tree)", () => {
    const internal = hexToBytes('cc8a4bc64d897bddc5fbc2f670f7a8ba0b386779106cf1223c6fc5d7cd6fc115');
    expect(bytesToHex(tweakedOutputKey(internal).outputKey)).toBe(
      'a60869f0dbcf1dc659c9cecbaf8050135ea9e8cdc487053f1dc6880949dc684c',
    );
  });

  it("gives BIP341's one-leaf wallet vector its output key and the parity of its control block", () => {
    const internal = hexToBytes('187791b6f712a8ea41c8ecdd0ee77fab3e85263b37e1ec18a3651926b3a6cf27');
    const leaf = hexToBytes('20d85a959b0290bf19bb89ed43c916be835475d013da4b362117393e25a48229b8ac');
    const tweaked = tweakedOutputKey(internal, tapleafHash(leaf));
    expect(bytesToHex(tweaked.outputKey)).toBe('147c9c57132f6e7ecddba9800bb0c4449251c92a1e60371ee77557b6620f3ea3');
    expect(tweaked.parity).toBe(1);
  });

  it("agrees with bitcoinjs's p2tr on keys of both parities", () => {
    const parities = new Set<number>();
    for (let seed = 1; seed <= 8; seed += 1) {
      const internal = curve().pointFromScalar(new Uint8Array(32).fill(seed), true)?.subarray(1);
      if (internal === undefined) throw new Error('no key');
      const leaf = Uint8Array.of(0x51, seed);
      const scripted = bitcoin.payments.p2tr({
        internalPubkey: internal,
        scriptTree: { output: leaf },
        redeem: { output: leaf },
      });
      const withLeaf = tweakedOutputKey(internal, tapleafHash(leaf));
      expect(tweakedOutputKey(internal).outputKey).toEqual(bitcoin.payments.p2tr({ internalPubkey: internal }).pubkey);
      expect(withLeaf.outputKey).toEqual(scripted.pubkey);
      expect(withLeaf.parity).toBe((scripted.witness?.at(-1)?.[0] ?? 0) & 1);
      parities.add(withLeaf.parity);
    }
    expect([...parities].sort()).toEqual([0, 1]);
  });
});
