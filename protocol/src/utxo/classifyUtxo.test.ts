import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyUtxo, defaultDummyUtxoValue, type InscriptionStatus, type WalletUtxo } from './classifyUtxo';

const utxo = (value: bigint, inscriptions: InscriptionStatus): WalletUtxo => ({
  txid: 'ab'.repeat(32),
  vout: 0,
  value,
  inscriptions,
});

describe('classifyUtxo', () => {
  it('has a default dummy value of 1000 sats', () => {
    expect(defaultDummyUtxoValue).toBe(1000n);
  });

  it('is cardinal when clean and above the dummy value', () => {
    expect(classifyUtxo(utxo(1001n, 'none'))).toBe('cardinal');
    expect(classifyUtxo(utxo(100_000n, 'none'))).toBe('cardinal');
  });

  it('is dummy when clean and at or below the dummy value', () => {
    expect(classifyUtxo(utxo(1000n, 'none'))).toBe('dummy');
    expect(classifyUtxo(utxo(546n, 'none'))).toBe('dummy');
  });

  it('is inscribed when it holds an inscription, whatever its value', () => {
    expect(classifyUtxo(utxo(546n, 'some'))).toBe('inscribed');
    expect(classifyUtxo(utxo(1_000_000n, 'some'))).toBe('inscribed');
  });

  it('counts an unknown inscription status as inscribed', () => {
    expect(classifyUtxo(utxo(600n, 'unknown'))).toBe('inscribed');
    expect(classifyUtxo(utxo(1_000_000n, 'unknown'))).toBe('inscribed');
  });

  it('takes a configured dummy value', () => {
    expect(classifyUtxo(utxo(1000n, 'none'), 600n)).toBe('cardinal');
    expect(classifyUtxo(utxo(600n, 'none'), 600n)).toBe('dummy');
  });

  it('never treats a UTXO that is not known clean as spendable', () => {
    fc.assert(
      fc.property(
        fc.bigInt(),
        fc.constantFrom<InscriptionStatus>('some', 'unknown'),
        fc.bigInt(),
        (value, status, dummy) => {
          expect(classifyUtxo(utxo(value, status), dummy)).toBe('inscribed');
        },
      ),
    );
  });
});
