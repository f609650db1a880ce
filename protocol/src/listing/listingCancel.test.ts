import { describe, expect, it } from 'vitest';
import { keySpendOf } from '../address/keySpend';
import { bitcoin } from '../bitcoin';
import { bytesToHex, concatBytes } from '../bytes';
import { curve } from '../curve';
import { transactionVirtualSize } from '../fees/virtualSize';
import { ProtocolError } from '../ProtocolError';
import { completeTransaction } from '../purchase/completeTransaction';
import { testBuyer, utxo } from '../purchase/testing/purchaseFixtures';
import { buildListingCancelPsbt, checkListingCancel, type ListingCancelRequest } from './listingCancel';
import { hashFromTxid } from '../txid';
import { protectedLock } from '../protection/protectedLock';
import { market, prevoutsOf } from '../protection/testing/protectionFixtures';
import { makeSeller, taprootSigner } from './testing/listingFixtures';

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

describe('on-chain cancel of a protected listing, by the lock key path', () => {
  const sellerKey = makeSeller(44);
  const lock = protectedLock(sellerKey.keyPair.publicKey, market.keyPair.publicKey);
  const locked = { txid: 'ac'.repeat(32), vout: 0, value: 10_000n, script: lock.outputScript, offset: 0n };
  const lockRequest = (utxos = [utxo(3, 50_000n)]): ListingCancelRequest => ({
    ...request(utxos),
    inscription: locked,
    lock,
  });
  /** The seller's key tweaked by the lock's tree: its internal key and its one leaf's hash as the root. */
  const lockSigner = sellerKey.keyPair.tweak(
    bitcoin.crypto.taggedHash('TapTweak', concatBytes([sellerKey.xOnly, lock.leafHash])),
  );

  function signedCancel(plan: ReturnType<typeof buildListingCancelPsbt>): bitcoin.Transaction {
    const copy = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    copy.signInput(0, lockSigner);
    copy.finalizeInput(0);
    seller.sign(
      copy,
      plan.spent.map((_, index) => index + 1),
    );
    return completeTransaction(plan.psbt, copy.toBase64());
  }

  it("spends the lock by its key path: the seller's key as internal key, the leaf's hash as the tree's root", () => {
    const [input] = buildListingCancelPsbt(lockRequest()).psbt.data.inputs;
    expect(bytesToHex(input?.tapInternalKey ?? new Uint8Array())).toBe(bytesToHex(sellerKey.xOnly));
    expect(bytesToHex(input?.tapMerkleRoot ?? new Uint8Array())).toBe(bytesToHex(lock.leafHash));
    expect(input?.tapLeafScript).toBeUndefined();
    expect(input?.witnessUtxo).toEqual({ script: lock.outputScript, value: 10_000n });
  });

  it("takes a key-path signature of the seller's tweaked key, valid for the lock's output key", () => {
    const plan = buildListingCancelPsbt(lockRequest());
    const { scripts, values } = prevoutsOf(plan.psbt);
    const unsigned = bitcoin.Transaction.fromBuffer(plan.psbt.data.globalMap.unsignedTx.toBuffer());
    const hash = unsigned.hashForWitnessV1(0, [...scripts], [...values], bitcoin.Transaction.SIGHASH_DEFAULT);
    const outputKey = lock.outputScript.subarray(2);
    expect(curve().verifySchnorr(hash, outputKey, lockSigner.signSchnorr(hash))).toBe(true);
    // Tweaked without the leaf, as an ordinary key-path output would be, the signature does not hold.
    const keyPathOnly = taprootSigner(sellerKey.keyPair, sellerKey.xOnly);
    expect(curve().verifySchnorr(hash, outputKey, keyPathOnly.signSchnorr(hash))).toBe(false);
    const tx = signedCancel(plan);
    const [signature, ...rest] = tx.ins[0]?.witness ?? [];
    expect(rest).toHaveLength(0);
    expect(curve().verifySchnorr(hash, outputKey, signature ?? new Uint8Array())).toBe(true);
  });

  it('passes the cancel check, priced at its real size, with or without coins to spare', () => {
    const plan = buildListingCancelPsbt(lockRequest());
    const tx = signedCancel(plan);
    expect(transactionVirtualSize(tx)).toBe(plan.virtualSize);
    expect(bytesToHex(tx.outs[0]?.script ?? new Uint8Array())).toBe(bytesToHex(owner.script));
    expect(tx.outs[0]?.value).toBe(10_000n);
    expect(code(() => checkListingCancel(tx, lockRequest()))).toBe('accepted');
    const fromPostage = buildListingCancelPsbt(lockRequest([]));
    const alone = signedCancel(fromPostage);
    expect(alone.ins).toHaveLength(1);
    expect(transactionVirtualSize(alone)).toBe(fromPostage.virtualSize);
    expect(alone.outs[0]?.value).toBe(10_000n - fromPostage.feeSats);
    expect(code(() => checkListingCancel(alone, lockRequest([])))).toBe('accepted');
  });
});
