import { describe, expect, it } from 'vitest';
import { bitcoin } from './bitcoin';
import { hashFromTxid, txidFromHash } from './txid';

describe('txidFromHash and hashFromTxid', () => {
  it('read an input hash the way getId shows its transaction, and back', () => {
    const previous = new bitcoin.Transaction();
    previous.addOutput(Uint8Array.of(0x51), 1_000n);
    const spend = new bitcoin.Transaction();
    spend.addInput(previous.getHash(), 0);
    const hash = spend.ins[0]?.hash ?? new Uint8Array();

    expect(txidFromHash(hash)).toBe(previous.getId());
    expect(hashFromTxid(previous.getId())).toEqual(Uint8Array.from(hash));
  });

  it('leaves the hash it reads untouched', () => {
    const hash = Uint8Array.of(1, 2, 3);
    expect(txidFromHash(hash)).toBe('030201');
    expect(hash).toEqual(Uint8Array.of(1, 2, 3));
  });
});
