import type { ECPairInterface } from 'ecpair';
import { bitcoin } from '../../bitcoin';
import type { TaprootSigner } from '../../inscriptions/reveal';
import type { Prevouts } from '../../listing/sellerSignature';
import { makeSeller, taprootSigner } from '../../listing/testing/listingFixtures';
import { verifySellerListing, type InscriptionLocation } from '../../listing/verifySellerListing';
import { ProtocolError } from '../../ProtocolError';
import type { PurchaseListing } from '../../purchase/purchaseTerms';
import { sellerPayTo } from '../../purchase/testing/purchaseFixtures';
import { protectedLock, type ProtectedLock } from '../protectedLock';
import { buildProtectedListingPsbt } from '../protectedSale';

// Test-only: real keys and real signatures for protected listings, their locks and the market's co-signature.

export type TestKey = ReturnType<typeof makeSeller>;

/** The market's co-signing key, and the signer it co-signs with: its untweaked key, as a script path wants. */
export const market = makeSeller(90);
export const signerOf = (key: TestKey): TaprootSigner => ({
  publicKey: key.keyPair.publicKey,
  signSchnorr: (hash) => key.keyPair.signSchnorr(hash),
});
export const marketSigner = signerOf(market);

/** The refusal's code, or 'accepted' when `run` returns. */
export function code(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    // instanceof on the generic class widens its code to any; name the type to keep it a string.
    const refused: ProtocolError | undefined = error instanceof ProtocolError ? error : undefined;
    if (refused) return refused.code;
    throw error;
  }
  return 'accepted';
}

/** The lock output holding an inscription, as the chain reports it. */
export function lockedAt(lock: ProtectedLock, txid = 'c1'.repeat(32), vout = 0, value = 10_000n): InscriptionLocation {
  return { txid, vout, value, script: lock.outputScript, offset: 0n };
}

/** The seller's protected sale of `location`, unsigned. */
export function unsignedSale(lock: ProtectedLock, location: InscriptionLocation, price = 250_000n): bitcoin.Psbt {
  return buildProtectedListingPsbt({
    lockOutput: location,
    lock,
    priceSats: price,
    sellerReceiveAddress: sellerPayTo,
    network: 'testnet',
  });
}

/** The same sale signed by the seller's wallet: its untweaked key on the lock's leaf, SINGLE|ANYONECANPAY. */
export function signedSale(seller: TestKey, lock: ProtectedLock, location: InscriptionLocation, price?: bigint) {
  const psbt = unsignedSale(lock, location, price);
  psbt.signInput(0, seller.keyPair, [0x83]);
  return psbt;
}

/** A verified protected listing, read with the market's key: what a purchase buys. */
export function protectedListed(index: number, price: bigint): PurchaseListing & { lock: ProtectedLock } {
  const seller = makeSeller(70 + index);
  const lock = protectedLock(seller.keyPair.publicKey, market.keyPair.publicKey);
  const inscription = lockedAt(lock, (0x60 + index).toString(16).repeat(32), 0);
  const psbt = signedSale(seller, lock, inscription, price);
  const listing = verifySellerListing(psbt.toBase64(), inscription, 'testnet', market.xOnly);
  return { listing, inscription, lock };
}

/** The outputs a PSBT's inputs spend, from their witnessUtxo: what every taproot signature commits to. */
export function prevoutsOf(psbt: bitcoin.Psbt): Prevouts {
  const spent = psbt.data.inputs.map((input) => {
    if (!input.witnessUtxo) throw new Error('an input without its witnessUtxo');
    return input.witnessUtxo;
  });
  return { scripts: spent.map((out) => out.script), values: spent.map((out) => out.value) };
}

/** Signs and finalizes `inputs` with `key`: its taproot key-path signer when the input is taproot. */
export function signWith(psbt: bitcoin.Psbt, inputs: readonly number[], key: TestKey): void {
  for (const index of inputs) {
    const signer: ECPairInterface = psbt.data.inputs[index]?.tapInternalKey
      ? taprootSigner(key.keyPair, key.xOnly)
      : key.keyPair;
    psbt.signInput(index, signer);
    psbt.finalizeInput(index);
  }
}

/** Re-signs taproot key-path `inputs` of a transaction the test changed, so every signature in it is real again. */
export function resignKeyPath(tx: bitcoin.Transaction, prevouts: Prevouts, inputs: readonly number[], key: TestKey) {
  const signer = taprootSigner(key.keyPair, key.xOnly);
  for (const index of inputs) {
    const hash = tx.hashForWitnessV1(
      index,
      [...prevouts.scripts],
      [...prevouts.values],
      bitcoin.Transaction.SIGHASH_DEFAULT,
    );
    tx.setWitness(index, [signer.signSchnorr(hash)]);
  }
}

const sum = (values: readonly bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

/** What a transaction leaves to the miners: what its inputs spend less what its outputs pay. */
export const feeOf = (tx: bitcoin.Transaction, prevouts: Prevouts): bigint =>
  sum(prevouts.values) - sum(tx.outs.map((out) => out.value));
