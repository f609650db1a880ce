import { buildListingPsbt, verifySellerListing, type PurchaseListing } from '@ordmarket/protocol';
import { sellerSighash } from '@ordmarket/protocol';
import type { InscriptionPlace } from './walletPurses';

/** A listing as the market stores it: the seller's signed PSBT, and what a buyer needs to spend it. */
export interface SignedListing {
  readonly psbt: string;
  readonly purchase: PurchaseListing;
}

/**
 * The owner lists the inscription at `priceSats`, signing the one-input one-output PSBT with
 * SINGLE|ANYONECANPAY exactly as their wallet would, and the market's own check accepts it.
 */
export function signListing(place: InscriptionPlace, priceSats: bigint): SignedListing {
  const inscription = { txid: place.txid, vout: place.vout, value: place.value, script: place.owner.outputScript };
  const psbt = buildListingPsbt({
    inscriptionOutput: inscription,
    sellerPublicKey: place.owner.publicKey,
    priceSats,
    sellerReceiveAddress: place.owner.address,
    network: 'devnet',
  });
  psbt.signInput(0, place.owner.psbtSigner, [sellerSighash]);
  psbt.finalizeAllInputs();
  const text = psbt.toBase64();
  const located = { ...inscription, offset: 0n };
  return { psbt: text, purchase: { listing: verifySellerListing(text, located, 'devnet'), inscription: located } };
}
