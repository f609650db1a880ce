import { bench, describe } from 'vitest';
import { buildListingPsbt } from './buildListingPsbt';
import { inscriptionAt, makeSeller, taprootOutput, taprootSigner } from './testing/listingFixtures';
import { verifySellerListing } from './verifySellerListing';

const seller = makeSeller(5);
const inscription = inscriptionAt(taprootOutput(seller.xOnly));
const psbt = buildListingPsbt({
  inscriptionOutput: inscription,
  sellerPublicKey: seller.keyPair.publicKey,
  priceSats: 100_000n,
  sellerReceiveAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
  network: 'testnet',
});
psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [0x83]);
psbt.finalizeAllInputs();
const signed = psbt.toBase64();

describe("seller listings on the browser's curve (pure JS, protocol's default)", () => {
  bench('verify a signed taproot listing (decode, sighash, Schnorr)', () => {
    verifySellerListing(signed, inscription, 'testnet');
  });
});
