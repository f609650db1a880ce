import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InscriptionStatus, WalletUtxo } from './classifyUtxo';
import { splitUtxos } from './splitUtxos';

const utxo = (vout: number, value: bigint, inscriptions: InscriptionStatus): WalletUtxo => ({
  txid: 'cd'.repeat(32),
  vout,
  value,
  inscriptions,
});

describe('splitUtxos', () => {
  it('splits a wallet into cardinal, inscribed and dummy UTXOs, keeping their order', () => {
    const payA = utxo(0, 50_000n, 'none');
    const payB = utxo(1, 20_000n, 'none');
    const inscription = utxo(2, 546n, 'some');
    const unchecked = utxo(3, 80_000n, 'unknown');
    const dummy = utxo(4, 600n, 'none');
    expect(splitUtxos([payA, inscription, dummy, unchecked, payB])).toEqual({
      cardinal: [payA, payB],
      inscribed: [inscription, unchecked],
      dummy: [dummy],
    });
  });

  it('uses a configured dummy value', () => {
    const small = utxo(0, 1500n, 'none');
    expect(splitUtxos([small], 2000n).dummy).toEqual([small]);
  });

  it('gives three empty classes for an empty wallet', () => {
    expect(splitUtxos([])).toEqual({ cardinal: [], inscribed: [], dummy: [] });
  });

  it('puts every UTXO in exactly one class', () => {
    const anyUtxo = fc.record({
      txid: fc.string(),
      vout: fc.nat(),
      value: fc.bigInt(),
      inscriptions: fc.constantFrom<InscriptionStatus>('none', 'some', 'unknown'),
    });
    fc.assert(
      fc.property(fc.array(anyUtxo), fc.bigInt(), (utxos, dummy) => {
        const { cardinal, inscribed, dummy: dummies } = splitUtxos(utxos, dummy);
        expect(cardinal.length + inscribed.length + dummies.length).toBe(utxos.length);
        expect(cardinal.every((u) => u.inscriptions === 'none' && u.value > dummy)).toBe(true);
      }),
    );
  });
});
