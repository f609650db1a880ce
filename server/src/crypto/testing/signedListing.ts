import { buildListingPsbt, sellerSighash, type InscriptionLocation } from '@ordmarket/protocol';
import type { testSeller } from '../../market/nft/testing/marketTestKit';

type ListingWallet = ReturnType<typeof testSeller>;

/** `seller`'s signed listing of the inscription alone in output `txid`:0, as its wallet hands it over. Test-only. */
export function signedListing(seller: ListingWallet, txid: string): { psbt: string; inscription: InscriptionLocation } {
  const inscription = { txid, vout: 0, value: 10_000n, script: seller.script, offset: 0n };
  const psbt = buildListingPsbt({
    inscriptionOutput: inscription,
    sellerPublicKey: seller.publicKey,
    priceSats: 50_000n,
    sellerReceiveAddress: seller.address,
    network: 'devnet',
  });
  psbt.signInput(0, seller.signer, [sellerSighash]);
  psbt.finalizeAllInputs();
  return { psbt: psbt.toBase64(), inscription };
}
