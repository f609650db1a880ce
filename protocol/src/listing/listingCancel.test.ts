import { describe, expect, it } from 'vitest';
import { keySpendOf } from '../address/keySpend';
import { bitcoin } from '../bitcoin';
import { bytesToHex } from '../bytes';
import { transactionVirtualSize } from '../fees/virtualSize';
import { ProtocolError } from '../ProtocolError';
import { completeTransaction } from '../purchase/completeTransaction';
import { testBuyer, utxo } from '../purchase/testing/purchaseFixtures';
import { buildListingCancelPsbt, checkListingCancel, type ListingCancelRequest } from './listingCancel';
import { hashFromTxid } from '../txid';

const seller = testBuyer(44);
const owner = keySpendOf(
  seller.ordinalsAddress,
  bytesToHex(seller.payment.inputFields.tapInternalKey ?? new Uint8Array()),
  'testnet',
);
const inscription = { txid: 'ab'.repeat(32), vout: 1, value: 10_000n, script: owner.script, offset: 0n };
const request = (utxos = [utxo(3, 50_000n), utxo(4, 700n), utxo(5, 90_000n, 'some')]): ListingCancelRequest => ({
  inscription,
  owner,
  payment: seller.payment,
  utxos,
  feeRate: 5n,
  network: 'testnet',
});

function signed(plan: ReturnType<typeof buildListingCancelPsbt>): bitcoin.Transaction {
  const copy = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  seller.sign(
    copy,
    copy.data.inputs.map((_, index) => index),
  );
  return completeTransaction(plan.psbt, copy.toBase64());
}

const code = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof ProtocolError) return error.code as string;
    throw error;
  }
  return 'accepted';
};

describe('on-chain cancel of a listing', () => {
  it('sends the inscription back to the seller at its offset, paid from clean coins at the chosen rate', () => {
    const plan = buildListingCancelPsbt(request());
    const tx = signed(plan);
    expect(tx.outs[0]).toMatchObject({ value: 10_000n });
    expect(plan.spent.map((coin) => coin.vout)).toEqual([3]);
    expect(plan.feeSats).toBe(60_000n - tx.outs.reduce((sum, out) => sum + out.value, 0n));
    expect(plan.feeSats).toBeGreaterThanOrEqual(transactionVirtualSize(tx) * 5n);
    expect(code(() => checkListingCancel(tx, request()))).toBe('accepted');
  });

  it('pays from the postage when the seller has no coins to spare', () => {
    const plan = buildListingCancelPsbt(request([]));
    const tx = signed(plan);
    expect(tx.ins).toHaveLength(1);
    expect(tx.outs[0]?.value).toBe(10_000n - plan.feeSats);
    expect(code(() => checkListingCancel(tx, request([])))).toBe('accepted');
    expect(code(() => buildListingCancelPsbt({ ...request([]), feeRate: 200n }))).toBe('not-enough-funds');
  });

  it('refuses a cancel that sends the inscription elsewhere, spends other coins or underpays', () => {
    const tx = signed(buildListingCancelPsbt(request()));
    const elsewhere = tx.clone();
    const back = elsewhere.outs[0];
    if (back) back.script = seller.payment.script.map((byte, at) => (at === 5 ? byte ^ 1 : byte));
    expect(code(() => checkListingCancel(elsewhere, request()))).toBe('cancel-output');
    const inscribed = tx.clone();
    inscribed.addInput(hashFromTxid(utxo(5, 0n).txid), 5);
    expect(code(() => checkListingCancel(inscribed, request()))).toBe('cancel-input');
    expect(code(() => checkListingCancel(tx, { ...request(), feeRate: 50n }))).toBe('cancel-fee');
  });
});
