import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { buildListingPsbt } from './buildListingPsbt';
import { inscriptionAt, makeSeller, taprootOutput, taprootSigner } from './testing/listingFixtures';
import { verifySellerListing } from './verifySellerListing';
import { bytesToHex } from '../bytes';

const seller = makeSeller(11);
const inscription = inscriptionAt(taprootOutput(seller.xOnly));
const signed = (() => {
  const psbt = buildListingPsbt({
    inscriptionOutput: inscription,
    sellerPublicKey: seller.keyPair.publicKey,
    priceSats: 50_000n,
    sellerReceiveAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    network: 'testnet',
  });
  psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [0x83]);
  psbt.finalizeAllInputs();
  return psbt.toBuffer();
})();

/** Either a verified listing or a ProtocolError: nothing else may come out of hostile input. */
function outcome(text: string): 'verified' | 'refused' {
  try {
    verifySellerListing(text, inscription, 'testnet');
    return 'verified';
  } catch (error) {
    expect(error).toBeInstanceOf(ProtocolError);
    return 'refused';
  }
}

const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

describe('verifySellerListing on hostile input', () => {
  it('answers random text with a typed refusal', () => {
    fc.assert(fc.property(fc.string(), (text) => outcome(text) === 'refused'));
  });

  it('answers random bytes, as base64 and hex, with a typed refusal', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        outcome(toBase64(bytes));
        outcome(bytesToHex(bytes));
      }),
    );
  });

  it('never crashes on a mutated signed listing, and never accepts a changed price or signature', () => {
    fc.assert(
      fc.property(fc.nat({ max: signed.length - 1 }), fc.integer({ min: 1, max: 255 }), (index, flip) => {
        const mutated = Uint8Array.from(signed);
        mutated[index] = (mutated[index] ?? 0) ^ flip;
        if (outcome(toBase64(mutated)) === 'verified') {
          // Only bytes outside what the signature commits to (say, the PSBT's own copy of the prevout) may change.
          expect(verifySellerListing(toBase64(mutated), inscription, 'testnet').priceSats).toBe(50_000n);
        }
      }),
      { numRuns: 300 },
    );
  });
});
