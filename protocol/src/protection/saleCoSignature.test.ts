import { describe, expect, it } from 'vitest';
import { testAddresses } from '../address/testing/testAddresses';
import { bitcoin } from '../bitcoin';
import { bytesToHex, concatBytes } from '../bytes';
import { curve } from '../curve';
import { transactionVirtualSize } from '../fees/virtualSize';
import { makeSeller } from '../listing/testing/listingFixtures';
import { serializedWitnessLength } from '../listing/witnessStack';
import { buildPurchasePsbt } from '../purchase/buildPurchasePsbt';
import { checkPurchaseTransaction, type PurchaseTerms } from '../purchase/checkPurchaseTransaction';
import { completeTransaction } from '../purchase/completeTransaction';
import type { FeeOutput, PurchaseListing } from '../purchase/purchaseTerms';
import { dummies, listed, testBuyer, utxo } from '../purchase/testing/purchaseFixtures';
import { signatureHolds } from '../signatures/verifiedSignatures';
import { coSignSale, protectedSaleClaims, saleWitnessBytes } from './saleCoSignature';
import {
  code,
  feeOf,
  market,
  marketSigner,
  prevoutsOf,
  protectedListed,
  resignKeyPath,
  signerOf,
} from './testing/protectionFixtures';

const buyerKey = makeSeller(45);
const buyer = testBuyer(45);
const wallet = [...dummies(3), utxo(9, 2_000_000n)];
const serviceFee: FeeOutput = { sats: 3_000n, address: testAddresses('testnet').p2wsh };
const guarded = protectedListed(1, 150_000n);
const ordinary = listed(3, 80_000n);

const termsFor = (listings: PurchaseListing[]): PurchaseTerms => ({
  listings,
  buyer: { ordinalsAddress: buyer.ordinalsAddress, paymentAddress: buyer.payment.address, utxos: wallet },
  serviceFee,
  feeRate: 8n,
  network: 'testnet',
});

/** The market builds the purchase, the buyer signs its inputs, the market merges the sellers' witnesses. */
function purchase(listings: PurchaseListing[]) {
  const plan = buildPurchasePsbt({
    listings,
    buyer: { ordinalsAddress: buyer.ordinalsAddress, payment: buyer.payment, utxos: wallet },
    serviceFee,
    feeRate: 8n,
    network: 'testnet',
  });
  const signed = bitcoin.Psbt.fromBase64(plan.psbt.toBase64());
  buyer.sign(signed, plan.buyerInputs);
  const sellers = plan.sellerInputs.map((index, k) => ({ index, witness: listings[k]?.listing.sellerWitness ?? [] }));
  const tx = completeTransaction(plan.psbt, signed.toBase64(), sellers);
  return { plan, tx, prevouts: prevoutsOf(plan.psbt), terms: termsFor(listings) };
}

/** The market co-signs every protected sale of the purchase with `signer`. */
function coSigned(listings: PurchaseListing[], signer = marketSigner) {
  const bought = purchase(listings);
  bought.plan.sellerInputs.forEach((index, k) => {
    const lock = listings[k]?.listing.protection;
    if (lock) coSignSale(bought.tx, index, bought.prevouts, lock, signer);
  });
  return bought;
}

describe("the market's co-signature of a protected sale", () => {
  it('completes the purchase: the check passes at the fee the builder priced, co-signature included', () => {
    const { plan, tx, prevouts, terms } = coSigned([guarded]);
    const [index = -1] = plan.sellerInputs;
    const [marketSignature, ...sellerPart] = tx.ins[index]?.witness ?? [];
    expect(sellerPart.map(bytesToHex)).toEqual(guarded.listing.sellerWitness.map(bytesToHex));
    expect(marketSignature).toHaveLength(64);
    const hash = tx.hashForWitnessV1(index, [...prevouts.scripts], [...prevouts.values], 0x00, guarded.lock.leafHash);
    expect(curve().verifySchnorr(hash, market.xOnly, marketSignature ?? new Uint8Array())).toBe(true);
    const checked = checkPurchaseTransaction(tx, terms);
    expect(checked.feeSats).toBe(plan.costs.networkFee);
    expect(feeOf(tx, prevouts)).toBe(plan.costs.networkFee);
    // A taproot buyer: the priced size is the real one, the market's 64-byte signature and its length byte counted.
    expect(transactionVirtualSize(tx)).toBe(plan.costs.virtualSize);
    expect(checked.virtualSize).toBe(plan.costs.virtualSize);
  });

  it('completes a sweep of an ordinary and a protected listing', () => {
    const listings = [ordinary, guarded];
    const { plan, tx, terms } = coSigned(listings);
    const [ordinaryInput = -1, protectedInput = -1] = plan.sellerInputs;
    expect(tx.ins[ordinaryInput]?.witness.map(bytesToHex)).toEqual(ordinary.listing.sellerWitness.map(bytesToHex));
    expect(tx.ins[protectedInput]?.witness).toHaveLength(4);
    expect(checkPurchaseTransaction(tx, terms).feeSats).toBe(plan.costs.networkFee);
    expect(transactionVirtualSize(tx)).toBe(plan.costs.virtualSize);
    expect(code(() => checkPurchaseTransaction(purchase(listings).tx, terms))).toBe('co-signature-missing');
  });

  it("refuses a purchase the market has not co-signed, though it was priced for the market's signature", () => {
    const { plan, tx, terms } = purchase([guarded]);
    expect(code(() => checkPurchaseTransaction(tx, terms))).toBe('co-signature-missing');
    const missing = plan.costs.virtualSize - transactionVirtualSize(tx);
    expect(missing).toBeGreaterThanOrEqual(16n);
    expect(missing).toBeLessThanOrEqual(17n);
  });

  it("refuses to co-sign with a key that is not the lock's market key, and leaves the witness alone", () => {
    const { plan, tx, prevouts } = purchase([guarded]);
    const [index = -1] = plan.sellerInputs;
    const before = tx.ins[index]?.witness.map(bytesToHex);
    const stranger = signerOf(makeSeller(46));
    expect(code(() => coSignSale(tx, index, prevouts, guarded.lock, stranger))).toBe('wrong-market-key');
    expect(tx.ins[index]?.witness.map(bytesToHex)).toEqual(before);
    // A signature the stranger forces in does not pass the check either.
    const hash = tx.hashForWitnessV1(index, [...prevouts.scripts], [...prevouts.values], 0x00, guarded.lock.leafHash);
    tx.setWitness(index, [stranger.signSchnorr(hash), ...(tx.ins[index]?.witness ?? [])]);
    expect(code(() => checkPurchaseTransaction(tx, termsFor([guarded])))).toBe('co-signature-missing');
  });

  it("refuses to co-sign an input that does not hold the seller's part of this lock", () => {
    const { plan, tx, prevouts } = purchase([guarded]);
    const [buyerInput = -1] = plan.buyerInputs;
    expect(code(() => coSignSale(tx, buyerInput, prevouts, guarded.lock, marketSigner))).toBe('sale-signature-shape');
    const [index = -1] = plan.sellerInputs;
    const otherLock = protectedListed(2, 150_000n).lock;
    expect(code(() => coSignSale(tx, index, prevouts, otherLock, marketSigner))).toBe('sale-signature-shape');
    coSignSale(tx, index, prevouts, guarded.lock, marketSigner);
    // Once co-signed, the witness is no longer the seller's part: a second co-signature is refused.
    expect(code(() => coSignSale(tx, index, prevouts, guarded.lock, marketSigner))).toBe('sale-signature-shape');
  });

  it("refuses the sniper's copy: one output changed after co-signing, every other signature still real", () => {
    const { plan, tx, prevouts, terms } = coSigned([guarded]);
    const [index = -1] = plan.sellerInputs;
    const copy = tx.clone();
    const sniper = makeSeller(47);
    const inscriptionOutput = copy.outs[1];
    if (!inscriptionOutput) throw new Error('no inscription output');
    inscriptionOutput.script = bitcoin.payments.p2tr({ internalPubkey: sniper.xOnly }).output ?? new Uint8Array();
    resignKeyPath(copy, prevouts, plan.buyerInputs, buyerKey);
    const [seller, marketClaim] = protectedSaleClaims(copy, index, prevouts, guarded.lock);
    // The seller's SINGLE|ANYONECANPAY signature holds in the copy; the market's, over the whole purchase, does not.
    expect(signatureHolds(seller)).toBe(true);
    expect(signatureHolds(marketClaim)).toBe(false);
    expect(code(() => checkPurchaseTransaction(copy, terms))).toBe('co-signature-missing');
    const [originalSeller, originalMarket] = protectedSaleClaims(tx, index, prevouts, guarded.lock);
    expect(signatureHolds(originalSeller) && signatureHolds(originalMarket)).toBe(true);
    expect(code(() => checkPurchaseTransaction(tx, terms))).toBe('accepted');
  });

  it('refuses a co-signature of another sighash than SIGHASH_DEFAULT', () => {
    const { plan, tx, prevouts, terms } = coSigned([guarded]);
    const [index = -1] = plan.sellerInputs;
    const [, ...sellerPart] = tx.ins[index]?.witness ?? [];
    const hash = tx.hashForWitnessV1(index, [...prevouts.scripts], [...prevouts.values], 0x01, guarded.lock.leafHash);
    tx.setWitness(index, [concatBytes([market.keyPair.signSchnorr(hash), Uint8Array.of(0x01)]), ...sellerPart]);
    expect(code(() => checkPurchaseTransaction(tx, terms))).toBe('co-signature-missing');
  });

  it("counts the market's signature in a protected sale's witness bytes, and nothing more for an ordinary one", () => {
    const { plan, tx } = coSigned([ordinary, guarded]);
    const [ordinaryInput = -1, protectedInput = -1] = plan.sellerInputs;
    expect(saleWitnessBytes(guarded.listing)).toBe(serializedWitnessLength(guarded.listing.sellerWitness) + 65);
    expect(saleWitnessBytes(guarded.listing)).toBe(serializedWitnessLength(tx.ins[protectedInput]?.witness ?? []));
    expect(saleWitnessBytes(ordinary.listing)).toBe(serializedWitnessLength(ordinary.listing.sellerWitness));
    expect(saleWitnessBytes(ordinary.listing)).toBe(serializedWitnessLength(tx.ins[ordinaryInput]?.witness ?? []));
  });
});
