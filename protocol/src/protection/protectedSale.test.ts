import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { bytesToHex, concatBytes } from '../bytes';
import { curve } from '../curve';
import { TAPSCRIPT_LEAF_VERSION } from '../inscriptions/tapleaf';
import { buildListingPsbt } from '../listing/buildListingPsbt';
import { makeSeller, taprootOutput, taprootSigner } from '../listing/testing/listingFixtures';
import { verifySellerListing, type InscriptionLocation } from '../listing/verifySellerListing';
import { sellerPayTo } from '../purchase/testing/purchaseFixtures';
import { maximumPriceSats } from '../units/priceBounds';
import { protectedLock } from './protectedLock';
import { buildProtectedListingPsbt } from './protectedSale';
import { code, lockedAt, market, signedSale, unsignedSale, type TestKey } from './testing/protectionFixtures';

const seller = makeSeller(20);
const lock = protectedLock(seller.keyPair.publicKey, market.keyPair.publicKey);
const location = lockedAt(lock);

const verify = (psbt: bitcoin.Psbt, at: InscriptionLocation = location, marketKey: Uint8Array = market.xOnly) =>
  verifySellerListing(psbt.toBase64(), at, 'devnet', marketKey);
const refusal = (psbt: bitcoin.Psbt, at?: InscriptionLocation, marketKey?: Uint8Array) =>
  code(() => verify(psbt, at, marketKey));

/** What the seller's signature commits to: the sale's only input through the lock's leaf (or `leafHash`). */
function saleHash(psbt: bitcoin.Psbt, sighash: number, leafHash = lock.leafHash, spent = location): Uint8Array {
  const tx = bitcoin.Transaction.fromBuffer(psbt.data.globalMap.unsignedTx.toBuffer());
  return tx.hashForWitnessV1(0, [spent.script], [spent.value], sighash, leafHash);
}

type TapScriptSig = NonNullable<bitcoin.Psbt['data']['inputs'][number]['tapScriptSig']>[number];

/** A script-path signature made by hand: `key` signs `sighash` of the leaf, carried under `pubkey` and `leafHash`. */
function scriptSig(key: TestKey, sighash: number, options: Partial<TapScriptSig> = {}): TapScriptSig {
  const leafHash = options.leafHash ?? lock.leafHash;
  const signature = key.keyPair.signSchnorr(saleHash(unsignedSale(lock, location), sighash, leafHash));
  return {
    pubkey: options.pubkey ?? key.xOnly,
    leafHash,
    signature: sighash === 0 ? signature : concatBytes([signature, Uint8Array.of(sighash)]),
  };
}

/** The unsigned sale carrying exactly these script-path signatures. */
function carrying(signatures: TapScriptSig[], price?: bigint): bitcoin.Psbt {
  const psbt = unsignedSale(lock, location, price);
  psbt.updateInput(0, { tapScriptSig: signatures });
  return psbt;
}

/** The protected sale as the builder lays it out, with any price: how a hostile seller would send one. */
function handBuilt(price: bigint): bitcoin.Psbt {
  const psbt = new bitcoin.Psbt({ network: bitcoin.networks.testnet });
  psbt.addInput({
    hash: location.txid,
    index: location.vout,
    witnessUtxo: { script: location.script, value: location.value },
    sighashType: 0x83,
    tapInternalKey: lock.sellerKey,
    tapLeafScript: [{ leafVersion: TAPSCRIPT_LEAF_VERSION, script: lock.leafScript, controlBlock: lock.controlBlock }],
  });
  psbt.addOutput({ address: sellerPayTo, value: price });
  psbt.signInput(0, seller.keyPair, [0x83]);
  return psbt;
}

describe('buildProtectedListingPsbt', () => {
  it("spends the lock by its one leaf, with the seller's key as internal key and SINGLE|ANYONECANPAY", () => {
    const psbt = unsignedSale(lock, location, 250_000n);
    const [input] = psbt.data.inputs;
    expect(input?.sighashType).toBe(0x83);
    expect(bytesToHex(input?.tapInternalKey ?? new Uint8Array())).toBe(bytesToHex(seller.xOnly));
    expect(input?.tapLeafScript?.map((leaf) => bytesToHex(concatBytes([leaf.script, leaf.controlBlock])))).toEqual([
      bytesToHex(concatBytes([lock.leafScript, lock.controlBlock])),
    ]);
    expect(psbt.txOutputs.map((out) => [out.address, out.value])).toEqual([[sellerPayTo, 250_000n]]);
    expect(psbt.txInputs.map((each) => each.index)).toEqual([location.vout]);
  });

  it("refuses an output that is not the lock's, and prices outside the bounds", () => {
    const keyPath = { ...location, script: taprootOutput(seller.xOnly) };
    expect(code(() => unsignedSale(lock, keyPath))).toBe('not-locked');
    const otherLock = protectedLock(makeSeller(21).keyPair.publicKey, market.xOnly);
    expect(code(() => unsignedSale(lock, lockedAt(otherLock)))).toBe('not-locked');
    const build = (price: bigint) => () =>
      buildProtectedListingPsbt({
        lockOutput: location,
        lock,
        priceSats: price,
        sellerReceiveAddress: sellerPayTo,
        network: 'devnet',
      });
    expect(code(build(545n))).toBe('price-too-low');
    expect(code(build(546n))).toBe('accepted');
    expect(code(build(maximumPriceSats))).toBe('accepted');
    expect(code(build(maximumPriceSats + 1n))).toBe('price-too-high');
  });
});

describe('verifySellerListing of a protected sale', () => {
  it("reads the price, the seller's address, its witness and the lock, with the market's key", () => {
    const verified = verify(signedSale(seller, lock, location, 1_250_000n));
    expect(verified.priceSats).toBe(1_250_000n);
    expect(verified.sellerAddress).toBe(sellerPayTo);
    const [signature, leaf, controlBlock, ...more] = verified.sellerWitness;
    expect(more).toHaveLength(0);
    expect(signature).toHaveLength(65);
    expect(signature?.[64]).toBe(0x83);
    expect(bytesToHex(leaf ?? new Uint8Array())).toBe(bytesToHex(lock.leafScript));
    expect(bytesToHex(controlBlock ?? new Uint8Array())).toBe(bytesToHex(lock.controlBlock));
    expect(bytesToHex(verified.protection?.outputScript ?? new Uint8Array())).toBe(bytesToHex(lock.outputScript));
    expect(bytesToHex(verified.protection?.marketKey ?? new Uint8Array())).toBe(bytesToHex(market.xOnly));
    // The wallet signed the leaf with the seller's untweaked key: the signature holds for the leaf's first key.
    const hash = saleHash(signedSale(seller, lock, location, 1_250_000n), 0x83);
    expect(curve().verifySchnorr(hash, seller.xOnly, signature?.subarray(0, 64) ?? new Uint8Array())).toBe(true);
  });

  it("accepts the market's key compressed, and a signature made by hand", () => {
    expect(verify(signedSale(seller, lock, location), location, market.keyPair.publicKey).protection).toBeDefined();
    expect(verify(carrying([scriptSig(seller, 0x83)])).priceSats).toBe(250_000n);
  });

  it("reads an ordinary listing as before when given the market's key: no protection", () => {
    const keyPath = { ...location, script: taprootOutput(seller.xOnly) };
    const psbt = buildListingPsbt({
      inscriptionOutput: keyPath,
      sellerPublicKey: seller.keyPair.publicKey,
      priceSats: 90_000n,
      sellerReceiveAddress: sellerPayTo,
      network: 'devnet',
    });
    psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [0x83]);
    psbt.finalizeAllInputs();
    const verified = verify(psbt, keyPath);
    expect(verified.priceSats).toBe(90_000n);
    expect(verified.protection).toBeUndefined();
    expect(verified.sellerWitness).toHaveLength(1);
  });

  it('reads a sale the wallet finalized itself, as bitcoinjs-based wallets do after signing', () => {
    const psbt = signedSale(seller, lock, location);
    const unfinalized = verify(psbt, location);
    psbt.finalizeInput(0);
    expect(psbt.data.inputs[0]?.finalScriptWitness).toBeDefined();
    const finalized = verify(psbt, location);
    expect(finalized.protection?.leafHash).toEqual(lock.leafHash);
    expect(finalized.sellerWitness).toEqual(unfinalized.sellerWitness);
    // Another market's key still reads it as not its lock.
    expect(refusal(psbt, location, makeSeller(22).xOnly)).toBe('not-locked');
  });

  it("refuses it as unfinalized without the market's key, and as not locked with another market's", () => {
    const psbt = signedSale(seller, lock, location);
    expect(code(() => verifySellerListing(psbt.toBase64(), location, 'devnet'))).toBe('psbt-not-finalized');
    expect(refusal(psbt, location, makeSeller(22).xOnly)).toBe('not-locked');
    expect(refusal(psbt, { ...location, script: taprootOutput(seller.xOnly) })).toBe('not-locked');
  });

  it('refuses a sale without a signature', () => {
    expect(refusal(unsignedSale(lock, location))).toBe('psbt-not-signed');
  });

  it.each([
    ['SIGHASH_DEFAULT (64 bytes)', () => [scriptSig(seller, 0x00)]],
    ['SIGHASH_ALL', () => [scriptSig(seller, 0x01)]],
    ['SINGLE without ANYONECANPAY', () => [scriptSig(seller, 0x03)]],
    ["two signatures, the seller's and the market's", () => [scriptSig(seller, 0x83), scriptSig(market, 0x83)]],
    [
      "the seller's signature and a second one, which a PSBT orders after it",
      () => [scriptSig(seller, 0x83), scriptSig(seller, 0x83, { leafHash: new Uint8Array(32).fill(0xff) })],
    ],
    ["the market's signature alone", () => [scriptSig(market, 0x83)]],
    ["the seller's signature keyed to another pubkey", () => [scriptSig(seller, 0x83, { pubkey: market.xOnly })]],
    ['a signature of another leaf hash', () => [scriptSig(seller, 0x83, { leafHash: new Uint8Array(32).fill(5) })]],
  ])('refuses %s as the wrong shape', (_, signatures) => {
    expect(refusal(carrying(signatures()))).toBe('sale-signature-shape');
  });

  it('refuses a corrupted signature', () => {
    const good = scriptSig(seller, 0x83);
    const corrupted = { ...good, signature: good.signature.map((byte, at) => (at === 10 ? byte ^ 1 : byte)) };
    expect(refusal(carrying([corrupted]))).toBe('seller-signature-invalid');
    expect(refusal(carrying([good]))).toBe('accepted');
  });

  it('refuses a sale spending another outpoint, or an offset outside the lock output', () => {
    const psbt = signedSale(seller, lock, location);
    expect(refusal(psbt, { ...location, txid: 'c2'.repeat(32) })).toBe('listing-does-not-match');
    expect(refusal(psbt, { ...location, vout: 1 })).toBe('listing-does-not-match');
    expect(refusal(psbt, { ...location, offset: location.value })).toBe('listing-does-not-match');
  });

  it('refuses a lock output whose value is not the one the seller signed for', () => {
    const signedFor = { ...location, value: 20_000n };
    const psbt = signedSale(seller, lock, signedFor);
    expect(refusal(psbt, location)).toBe('seller-signature-invalid');
    expect(refusal(psbt, signedFor)).toBe('accepted');
  });

  it('refuses prices outside the bounds, as an ordinary listing', () => {
    expect(refusal(handBuilt(545n))).toBe('price-too-low');
    expect(verify(handBuilt(546n)).priceSats).toBe(546n);
    expect(refusal(handBuilt(maximumPriceSats + 1n))).toBe('price-too-high');
    expect(verify(handBuilt(maximumPriceSats)).priceSats).toBe(maximumPriceSats);
  });

  it('refuses a sale with a second input or output, as an ordinary listing', () => {
    const twoOutputs = signedSale(seller, lock, location);
    twoOutputs.addOutput({ address: sellerPayTo, value: 1_000n });
    expect(refusal(twoOutputs)).toBe('invalid-seller-psbt');
  });
});
