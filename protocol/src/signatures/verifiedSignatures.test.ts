import { beforeEach, describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { hexToBytes } from '../bytes';
import { sellerSignatureClaim } from '../listing/sellerSignature';
import { buildPurchasePsbt } from '../purchase/buildPurchasePsbt';
import { checkPurchaseTransaction } from '../purchase/checkPurchaseTransaction';
import { completeTransaction } from '../purchase/completeTransaction';
import { dummies, listed, testBuyer, utxo } from '../purchase/testing/purchaseFixtures';
import type { SignatureClaim } from './signatureClaim';
import { forgetVerifiedSignatures, isKnownValid, rememberVerified, signatureHolds } from './verifiedSignatures';

/** The claim a listing's own one-input transaction makes: the seller's signature of input 0. */
function listingClaim(item: ReturnType<typeof listed>): SignatureClaim {
  const tx = new bitcoin.Transaction();
  tx.version = item.listing.version;
  tx.locktime = item.listing.locktime;
  tx.addInput(hexToBytes(item.inscription.txid).reverse(), item.inscription.vout, item.listing.sequence);
  tx.addOutput(item.listing.sellerOutputScript, item.listing.priceSats);
  const prevouts = { scripts: [item.inscription.script], values: [item.inscription.value] };
  const claim = sellerSignatureClaim(tx, 0, prevouts, item.listing.sellerWitness);
  if (!claim) throw new Error('no claim');
  return claim;
}

const flipped = (bytes: Uint8Array, at: number): Uint8Array => {
  const copy = Uint8Array.from(bytes);
  copy[at] = (copy[at] ?? 0) ^ 1;
  return copy;
};

describe('the cache of valid signatures', () => {
  beforeEach(forgetVerifiedSignatures);

  it('remembers a signature that verified, Schnorr and ECDSA alike, and nothing else', () => {
    for (const kind of ['p2tr', 'p2wpkh'] as const) {
      const claim = listingClaim(listed(3, 40_000n, kind));
      forgetVerifiedSignatures(); // listed() verified the listing it made
      expect(claim.scheme).toBe(kind === 'p2tr' ? 'schnorr' : 'ecdsa');
      expect(isKnownValid(claim)).toBe(false);
      expect(signatureHolds(claim)).toBe(true);
      expect(isKnownValid(claim)).toBe(true);
      // Another message, another key or another signature is another claim: never taken for the one remembered.
      for (const other of [
        { ...claim, hash: flipped(claim.hash, 31) },
        { ...claim, key: flipped(claim.key, 5) },
        { ...claim, signature: flipped(claim.signature, 10) },
      ]) {
        expect(isKnownValid(other)).toBe(false);
        expect(signatureHolds(other)).toBe(false);
        expect(isKnownValid(other)).toBe(false);
      }
    }
  });

  it("finds the listing's signature in a purchase that keeps the seller's pair at another index", () => {
    const item = listed(4, 45_000n);
    const buyer = testBuyer(61);
    const plan = buildPurchasePsbt({
      listings: [item],
      buyer: {
        ordinalsAddress: buyer.ordinalsAddress,
        payment: buyer.payment,
        utxos: [...dummies(2), utxo(7, 90_000n)],
      },
      feeRate: 5n,
      network: 'testnet',
    });
    const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
    buyer.sign(signed, plan.buyerInputs);
    const [sellerIndex] = plan.sellerInputs;
    if (sellerIndex === undefined) throw new Error('no seller input');
    expect(sellerIndex).toBeGreaterThan(0);
    const purchase = completeTransaction(plan.psbt, signed.toBase64(), [
      { index: sellerIndex, witness: item.listing.sellerWitness },
    ]);
    // Only the seller's own prevout enters an ANYONECANPAY sighash; the buyer's inputs are placeholders here.
    const scripts = purchase.ins.map((_, index) =>
      index === sellerIndex ? item.inscription.script : buyer.payment.script,
    );
    const values = purchase.ins.map((_, index) => (index === sellerIndex ? item.inscription.value : 0n));
    const inPurchase = sellerSignatureClaim(purchase, sellerIndex, { scripts, values }, item.listing.sellerWitness);
    // SIGHASH_SINGLE|ANYONECANPAY leaves the input's index out: the same message as in the listing.
    expect(inPurchase).toEqual(listingClaim(item));

    forgetVerifiedSignatures();
    signatureHolds(listingClaim(item));
    expect(inPurchase && isKnownValid(inPurchase)).toBe(true);
    const terms = {
      listings: [item],
      buyer: { ordinalsAddress: buyer.ordinalsAddress, paymentAddress: buyer.payment.address, utxos: plan.spent },
      feeRate: 5n,
      network: 'testnet' as const,
    };
    expect(() => checkPurchaseTransaction(purchase, terms)).not.toThrow();
    // A purchase paying the seller less is another message: the cache cannot vouch for it, and the curve refuses.
    const cheaper = purchase.clone();
    const sellerPayment = cheaper.outs[sellerIndex];
    if (!sellerPayment) throw new Error('no seller output');
    sellerPayment.value -= 1_000n;
    expect(() => checkPurchaseTransaction(cheaper, terms)).toThrow(/signature/i);
  });

  it('keeps the newest 20,000 signatures, forgetting the oldest first', () => {
    const claimNumbered = (n: number): SignatureClaim => {
      const hash = new Uint8Array(32);
      new DataView(hash.buffer).setUint32(0, n);
      return { scheme: 'schnorr', hash, key: new Uint8Array(32).fill(2), signature: new Uint8Array(64).fill(3) };
    };
    for (let n = 0; n <= 20_000; n += 1) rememberVerified(claimNumbered(n));
    expect(isKnownValid(claimNumbered(0))).toBe(false);
    expect(isKnownValid(claimNumbered(1))).toBe(true);
    expect(isKnownValid(claimNumbered(20_000))).toBe(true);
  });
});
