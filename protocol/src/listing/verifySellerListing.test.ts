import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { ProtocolError } from '../ProtocolError';
import { buildListingPsbt } from './buildListingPsbt';
import { inscriptionAt, makeSeller, segwitOutput, taprootOutput, taprootSigner } from './testing/listingFixtures';
import { verifySellerListing } from './verifySellerListing';

const sellerAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
const seller = makeSeller(7);
const inscription = inscriptionAt(taprootOutput(seller.xOnly));

function listing(options: { price?: bigint; location?: typeof inscription } = {}): bitcoin.Psbt {
  const psbt = buildListingPsbt({
    inscriptionOutput: options.location ?? inscription,
    sellerPublicKey: seller.keyPair.publicKey,
    priceSats: options.price ?? 1_250_000n,
    sellerReceiveAddress: sellerAddress,
    network: 'testnet',
  });
  psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [0x83]);
  psbt.finalizeAllInputs();
  return psbt;
}

/** The same listing signed with another sighash type, as a careless or hostile wallet would. */
function listingSignedWith(sighash: number): bitcoin.Psbt {
  const psbt = new bitcoin.Psbt({ network: bitcoin.networks.testnet });
  psbt.addInput({
    hash: inscription.txid,
    index: inscription.vout,
    witnessUtxo: { script: inscription.script, value: inscription.value },
    tapInternalKey: seller.xOnly,
    sighashType: sighash,
  });
  psbt.addOutput({ address: sellerAddress, value: 1_250_000n });
  psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [sighash]);
  psbt.finalizeAllInputs();
  return psbt;
}

function refusal(run: () => unknown): { code: string; message: string } {
  try {
    run();
  } catch (error) {
    // instanceof on the generic class widens its code to any; name the type to keep it a string.
    const refused: ProtocolError | undefined = error instanceof ProtocolError ? error : undefined;
    if (refused) return { code: refused.code, message: refused.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('verifySellerListing', () => {
  it('accepts a taproot listing signed SINGLE|ANYONECANPAY and reads the price and seller', () => {
    const verified = verifySellerListing(listing().toBase64(), inscription, 'testnet');
    expect(verified.priceSats).toBe(1_250_000n);
    expect(verified.sellerAddress).toBe(sellerAddress);
    expect(verified.sellerWitness).toHaveLength(1);
  });

  it('accepts the same listing as hex', () => {
    expect(verifySellerListing(listing().toHex(), inscription, 'testnet').priceSats).toBe(1_250_000n);
  });

  it('accepts a native segwit listing', () => {
    const segwit = inscriptionAt(segwitOutput(seller.keyPair.publicKey));
    const psbt = buildListingPsbt({
      inscriptionOutput: segwit,
      sellerPublicKey: seller.keyPair.publicKey,
      priceSats: 600n,
      sellerReceiveAddress: sellerAddress,
      network: 'testnet',
    });
    psbt.signInput(0, seller.keyPair, [0x83]);
    psbt.finalizeAllInputs();
    expect(verifySellerListing(psbt.toBase64(), segwit, 'testnet').priceSats).toBe(600n);
  });

  it.each([
    ['ALL', 0x01],
    ['SINGLE', 0x03],
    ['ALL|ANYONECANPAY', 0x81],
    ['NONE|ANYONECANPAY', 0x82],
  ])('refuses a signature with sighash %s', (_, sighash) => {
    expect(refusal(() => verifySellerListing(listingSignedWith(sighash).toBase64(), inscription, 'testnet'))).toEqual({
      code: 'invalid-seller-psbt',
      message: 'Invalid seller signed PSBT',
    });
  });

  it('refuses an unfinalized PSBT', () => {
    const psbt = buildListingPsbt({
      inscriptionOutput: inscription,
      sellerPublicKey: seller.keyPair.publicKey,
      priceSats: 1_000n,
      sellerReceiveAddress: sellerAddress,
      network: 'testnet',
    });
    psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [0x83]);
    expect(refusal(() => verifySellerListing(psbt.toBase64(), inscription, 'testnet')).message).toBe(
      'Please sign and finalize the PSBT before submitting it',
    );
  });

  it('refuses text that is not a PSBT with the decoder reason', () => {
    const { code, message } = refusal(() => verifySellerListing('not a psbt', inscription, 'testnet'));
    expect(code).toBe('invalid-psbt');
    expect(message).toMatch(/^Invalid PSBT: .+/);
  });

  it('refuses a listing with two inputs', () => {
    const psbt = listing();
    const tampered = bitcoin.Psbt.fromBase64(psbt.toBase64());
    tampered.addInput({ hash: 'cd'.repeat(32), index: 0, finalScriptWitness: Uint8Array.of(1, 1, 0x55) });
    expect(refusal(() => verifySellerListing(tampered.toBase64(), inscription, 'testnet')).message).toBe(
      'Invalid seller signed PSBT',
    );
  });

  it('refuses a signature made for another amount', () => {
    const signedFor = { ...inscription, value: 20_000n };
    const psbt = listing({ location: signedFor });
    expect(refusal(() => verifySellerListing(psbt.toBase64(), inscription, 'testnet')).message).toBe(
      "Can't validate seller signed PSBT",
    );
  });

  it('refuses a signature checked against another script', () => {
    const other = makeSeller(9);
    const elsewhere = { ...inscription, script: taprootOutput(other.xOnly) };
    expect(refusal(() => verifySellerListing(listing().toBase64(), elsewhere, 'testnet')).message).toBe(
      "Can't validate seller signed PSBT",
    );
  });

  it("refuses an input that is not the inscription's current output", () => {
    const moved = { ...inscription, txid: 'ef'.repeat(32) };
    expect(refusal(() => verifySellerListing(listing().toBase64(), moved, 'testnet')).message).toBe(
      'Seller signed PSBT does not match this inscription',
    );
    const otherVout = { ...inscription, vout: 0 };
    expect(refusal(() => verifySellerListing(listing().toBase64(), otherVout, 'testnet')).code).toBe(
      'listing-does-not-match',
    );
  });

  it('refuses an offset outside the output', () => {
    const outside = { ...inscription, offset: inscription.value };
    expect(refusal(() => verifySellerListing(listing().toBase64(), outside, 'testnet')).code).toBe(
      'listing-does-not-match',
    );
  });

  it('refuses to build or accept a price under 546 sats', () => {
    expect(refusal(() => listing({ price: 545n })).code).toBe('price-too-low');
    const psbt = listing({ price: 546n });
    expect(verifySellerListing(psbt.toBase64(), inscription, 'testnet').priceSats).toBe(546n);
  });

  it('refuses a finalized input with an empty witness as not signed', () => {
    const psbt = buildListingPsbt({
      inscriptionOutput: inscription,
      sellerPublicKey: seller.keyPair.publicKey,
      priceSats: 1_000n,
      sellerReceiveAddress: sellerAddress,
      network: 'testnet',
    });
    psbt.updateInput(0, { finalScriptWitness: Uint8Array.of(1, 0) });
    expect(refusal(() => verifySellerListing(psbt.toBase64(), inscription, 'testnet')).message).toBe('PSBT not signed');
  });

  it('will not build a taproot listing for a key that does not own the output', () => {
    expect(
      refusal(() =>
        buildListingPsbt({
          inscriptionOutput: inscription,
          sellerPublicKey: makeSeller(3).keyPair.publicKey,
          priceSats: 1_000n,
          sellerReceiveAddress: sellerAddress,
          network: 'testnet',
        }),
      ).code,
    ).toBe('seller-key-mismatch');
  });
});
