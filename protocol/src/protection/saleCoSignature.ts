import { bitcoin } from '../bitcoin';
import { equalBytes } from '../bytes';
import type { TaprootSigner } from '../inscriptions/reveal';
import { xOnlyKey } from '../inscriptions/inscriptionScript';
import { sellerSighash } from '../listing/listingTerms';
import type { Prevouts } from '../listing/sellerSignature';
import type { VerifiedListing } from '../listing/verifySellerListing';
import { serializedWitnessLength } from '../listing/witnessStack';
import { ProtocolError } from '../ProtocolError';
import type { SignatureClaim } from '../signatures/signatureClaim';
import type { ProtectedLock } from './protectedLock';
import { protectionMessages } from './protectionMessages';

/** The market's signature in a protected sale's witness: 64 bytes (SIGHASH_DEFAULT) and its length byte. */
const coSignatureWitnessBytes = 1 + 64;

/** The bytes a listing's input adds to a purchase's witness once complete: the co-signature too when protected. */
export function saleWitnessBytes(listing: Pick<VerifiedListing, 'sellerWitness' | 'protection'>): number {
  return serializedWitnessLength(listing.sellerWitness) + (listing.protection ? coSignatureWitnessBytes : 0);
}

/** What the market signs for input `index`: every input and output of the purchase, through the lock's leaf. */
function coSignedHash(tx: bitcoin.Transaction, index: number, prevouts: Prevouts, lock: ProtectedLock): Uint8Array {
  return tx.hashForWitnessV1(
    index,
    [...prevouts.scripts],
    [...prevouts.values],
    bitcoin.Transaction.SIGHASH_DEFAULT,
    lock.leafHash,
  );
}

/**
 * Adds the market's signature to the protected sale at input `index`, whose witness holds the seller's part
 * (`[seller's signature, leaf, control block]`, merged from the listing). SIGHASH_DEFAULT commits to every input and
 * output, so the completed sale is valid in this one transaction only: a copy with another output, or a higher-fee
 * replacement, needs a new signature from the market. The caller decides that this purchase deserves one.
 */
export function coSignSale(
  tx: bitcoin.Transaction,
  index: number,
  prevouts: Prevouts,
  lock: ProtectedLock,
  market: TaprootSigner,
): void {
  if (!equalBytes(xOnlyKey(market.publicKey), lock.marketKey)) {
    throw new ProtocolError('wrong-market-key', protectionMessages.coSignatureMissing);
  }
  const sellerPart = tx.ins[index]?.witness ?? [];
  const [, leafScript, controlBlock] = sellerPart;
  const shaped =
    sellerPart.length === 3 &&
    leafScript !== undefined &&
    controlBlock !== undefined &&
    equalBytes(leafScript, lock.leafScript) &&
    equalBytes(controlBlock, lock.controlBlock);
  if (!shaped) throw new ProtocolError('sale-signature-shape', protectionMessages.saleSignatureShape);
  const signature = market.signSchnorr(coSignedHash(tx, index, prevouts, lock));
  tx.setWitness(index, [signature, ...sellerPart]);
}

/**
 * The two signatures a completed protected sale at input `index` claims, the seller's and the market's, for a
 * verifier; refused when its witness is not exactly `[market, seller, leaf, control block]` of this lock, spending
 * the lock's output. The seller's must be SINGLE|ANYONECANPAY and the market's SIGHASH_DEFAULT (64 bytes).
 */
export function protectedSaleClaims(
  tx: bitcoin.Transaction,
  index: number,
  prevouts: Prevouts,
  lock: ProtectedLock,
): [seller: SignatureClaim, market: SignatureClaim] {
  const witness = tx.ins[index]?.witness ?? [];
  const [marketSignature, sellerSignature, leafScript, controlBlock] = witness;
  const spent = prevouts.scripts[index];
  if (spent === undefined || !equalBytes(spent, lock.outputScript)) {
    throw new ProtocolError('not-locked', protectionMessages.notLocked);
  }
  if (marketSignature?.length !== 64 || witness.length !== 4) {
    throw new ProtocolError('co-signature-missing', protectionMessages.coSignatureMissing);
  }
  const shaped =
    sellerSignature?.length === 65 &&
    sellerSignature[64] === sellerSighash &&
    leafScript !== undefined &&
    controlBlock !== undefined &&
    equalBytes(leafScript, lock.leafScript) &&
    equalBytes(controlBlock, lock.controlBlock);
  if (!shaped) throw new ProtocolError('sale-signature-shape', protectionMessages.saleSignatureShape);
  const scripts = [...prevouts.scripts];
  const values = [...prevouts.values];
  return [
    {
      scheme: 'schnorr',
      hash: tx.hashForWitnessV1(index, scripts, values, sellerSighash, lock.leafHash),
      key: lock.sellerKey,
      signature: sellerSignature.subarray(0, 64),
    },
    {
      scheme: 'schnorr',
      hash: coSignedHash(tx, index, prevouts, lock),
      key: lock.marketKey,
      signature: marketSignature,
    },
  ];
}

/** A protected sale in a purchase: the input it sits at and its lock. */
export interface ProtectedSaleInput {
  readonly index: number;
  readonly lock: ProtectedLock;
}

/**
 * Co-signs every protected sale of a purchase the market built: the outputs each input spends are read from the
 * market's own PSBT (every input carries its witnessUtxo), and the purchase check verifies them against the chain's
 * view after, with the signatures in place.
 */
export function coSignPurchase(
  tx: bitcoin.Transaction,
  built: bitcoin.Psbt,
  sales: readonly ProtectedSaleInput[],
  market: TaprootSigner,
): void {
  if (sales.length === 0) return;
  const spent = built.data.inputs.map((input) => input.witnessUtxo);
  const scripts = spent.map((output) => output?.script ?? new Uint8Array());
  const values = spent.map((output) => output?.value ?? 0n);
  for (const { index, lock } of sales) coSignSale(tx, index, { scripts, values }, lock, market);
}
