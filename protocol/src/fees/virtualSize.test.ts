import * as ecc from '@bitcoinerlab/secp256k1';
import { ECPairFactory } from 'ecpair';
import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { ProtocolError } from '../ProtocolError';
import { transactionFeeAtRate, transactionVirtualSize } from './virtualSize';

const ECPair = ECPairFactory(ecc);
const network = bitcoin.networks.testnet;
const key = ECPair.fromPrivateKey(new Uint8Array(32).fill(9), { network });

/** A real one-input, one-output p2wpkh spend, signed and finalised. */
function signedP2wpkhSpend(): bitcoin.Transaction {
  const payment = bitcoin.payments.p2wpkh({ pubkey: key.publicKey, network });
  if (payment.output === undefined) throw new Error('p2wpkh without output');
  const psbt = new bitcoin.Psbt({ network });
  psbt.addInput({
    hash: new Uint8Array(32).fill(1),
    index: 0,
    witnessUtxo: { script: payment.output, value: 10_000n },
  });
  psbt.addOutput({ script: payment.output, value: 9_000n });
  psbt.signInput(0, key);
  psbt.finalizeAllInputs();
  return psbt.extractTransaction();
}

describe('transactionVirtualSize', () => {
  it('is the weight over 4 rounded up, as Bitcoin Core counts it', () => {
    const transaction = signedP2wpkhSpend();
    const weight = transaction.weight();
    expect(transactionVirtualSize(transaction)).toBe(BigInt(Math.ceil(weight / 4)));
    expect(transactionVirtualSize(transaction)).toBe(BigInt(transaction.virtualSize()));
    // A 1-in 1-out p2wpkh spend is 109.25 or 109.5 vB depending on the signature length.
    expect(transactionVirtualSize(transaction)).toBe(110n);
  });
});

describe('transactionFeeAtRate', () => {
  it('is the virtual size times the rate', () => {
    expect(transactionFeeAtRate(signedP2wpkhSpend(), 12n)).toBe(1320n);
  });

  it('refuses a rate below 1 sat/vB', () => {
    expect(() => transactionFeeAtRate(signedP2wpkhSpend(), 0n)).toThrow(
      new ProtocolError('invalid-fee-rate', 'A fee rate is at least 1 sat/vB'),
    );
  });
});
