import { describe, expect, it } from 'vitest';
import { keySpendOf } from '../address/keySpend';
import { testAddresses } from '../address/testing/testAddresses';
import { bitcoin } from '../bitcoin';
import { bytesToHex } from '../bytes';
import { completeTransaction } from '../purchase/completeTransaction';
import { testBuyer, utxo } from '../purchase/testing/purchaseFixtures';
import { transactionVirtualSize } from '../fees/virtualSize';
import { ProtocolError } from '../ProtocolError';
import {
  buildInscriptionDepositPsbt,
  checkInscriptionDeposit,
  type InscriptionDepositRequest,
} from './inscriptionDeposit';
import { hashFromTxid } from '../txid';

const maker = testBuyer(45);
const owner = keySpendOf(
  maker.ordinalsAddress,
  bytesToHex(maker.payment.inputFields.tapInternalKey ?? new Uint8Array()),
  'testnet',
);
const custody = testAddresses('testnet').p2tr;
const inscriptionAt = (byte: string, value: bigint) => ({
  txid: byte.repeat(32),
  vout: 0,
  value,
  script: owner.script,
  offset: 0n,
});
const request = (utxos = [utxo(3, 50_000n), utxo(5, 90_000n, 'some')]): InscriptionDepositRequest => ({
  inscriptions: [inscriptionAt('ab', 10_000n), inscriptionAt('cd', 546n)],
  owner,
  payment: maker.payment,
  utxos,
  destination: custody,
  feeRate: 4n,
  network: 'testnet',
});

function signed(plan: ReturnType<typeof buildInscriptionDepositPsbt>): bitcoin.Transaction {
  const copy = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  maker.sign(
    copy,
    copy.data.inputs.map((_, index) => index),
  );
  return completeTransaction(plan.psbt, copy.toBase64());
}

const code = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return String(error.code);
    throw error;
  }
  return 'accepted';
};

describe('depositing inscriptions to a custody address', () => {
  it('sends each inscription whole to the custody address, the fee from a clean coin, change back', () => {
    const plan = buildInscriptionDepositPsbt(request());
    const tx = signed(plan);
    expect(tx.outs.slice(0, 2).map((out) => out.value)).toEqual([10_000n, 546n]);
    expect(plan.spent.map((coin) => coin.vout)).toEqual([3]);
    expect(plan.feeSats).toBeGreaterThanOrEqual(transactionVirtualSize(tx) * 4n);
    expect(code(() => checkInscriptionDeposit(tx, request()))).toBe('accepted');
  });

  it('refuses a deposit elsewhere, one spending coins with inscriptions, and one underpaying', () => {
    const tx = signed(buildInscriptionDepositPsbt(request()));
    const elsewhere = tx.clone();
    const first = elsewhere.outs[0];
    if (first) first.script = maker.payment.script;
    expect(code(() => checkInscriptionDeposit(elsewhere, request()))).toBe('deposit-output');
    const extra = tx.clone();
    extra.addInput(hashFromTxid(utxo(5, 0n).txid), 5);
    expect(code(() => checkInscriptionDeposit(extra, request()))).toBe('deposit-input');
    expect(code(() => checkInscriptionDeposit(tx, { ...request(), feeRate: 80n }))).toBe('deposit-fee');
  });

  it('asks for clean coins when the wallet has none to pay the fee', () => {
    expect(code(() => buildInscriptionDepositPsbt(request([])))).toBe('not-enough-funds');
  });
});
