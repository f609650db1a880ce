import { bench, describe } from 'vitest';
import { bitcoin } from '../bitcoin';
import { buildListingPsbt } from '../listing/buildListingPsbt';
import { inscriptionAt, makeSeller, taprootOutput, taprootSigner } from '../listing/listingFixtures';
import { verifySellerListing } from '../listing/verifySellerListing';
import type { WalletUtxo } from '../utxo/classifyUtxo';
import { buildPurchasePsbt } from './buildPurchasePsbt';

const buyer = makeSeller(60);
const buyerAddress =
  bitcoin.payments.p2tr({ internalPubkey: buyer.xOnly, network: bitcoin.networks.testnet }).address ?? '';
const listings = Array.from({ length: 9 }, (_, n) => {
  const seller = makeSeller(70 + n);
  const inscription = inscriptionAt(taprootOutput(seller.xOnly), (n + 1).toString(16).padStart(2, '0').repeat(32), 0);
  const psbt = buildListingPsbt({
    inscriptionOutput: inscription,
    sellerPublicKey: seller.keyPair.publicKey,
    priceSats: 50_000n,
    sellerReceiveAddress: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    network: 'testnet',
  });
  psbt.signInput(0, taprootSigner(seller.keyPair, seller.xOnly), [0x83]);
  psbt.finalizeAllInputs();
  return { listing: verifySellerListing(psbt.toBase64(), inscription, 'testnet'), inscription };
});
const utxos: WalletUtxo[] = [
  ...Array.from({ length: 10 }, (_, n) => ({
    txid: 'd0'.repeat(32),
    vout: n,
    value: 600n,
    inscriptions: 'none' as const,
  })),
  ...Array.from({ length: 5 }, (_, n) => ({
    txid: 'e0'.repeat(32),
    vout: n,
    value: 120_000n,
    inscriptions: 'none' as const,
  })),
];

describe('purchases', () => {
  bench('build a sweep of 9 (dummies, merged signatures, coin selection, exact fee)', () => {
    buildPurchasePsbt({
      listings,
      buyer: {
        ordinalsAddress: buyerAddress,
        paymentAddress: buyerAddress,
        paymentPublicKey: buyer.keyPair.publicKey,
        utxos,
      },
      feeRate: 15n,
      network: 'testnet',
    });
  });
});
