import { bytesEntry, NewestEntries } from '../newestEntries';
import { verifyOnCurve, type SignatureClaim } from './signatureClaim';

/**
 * Signatures already found valid, like Bitcoin Core's signature cache: a listing's signature is checked when it is
 * listed, again when a buyer asks to buy it and again in the purchase check before broadcast. A seller's
 * SIGHASH_SINGLE|ANYONECANPAY sighash leaves out the input's index and every other input and output, so it is the
 * same message in the listing and in any purchase that keeps the seller's pair: the later checks find it here and
 * skip the curve. Validity is a pure function of the message, key and signature, so an entry can never be wrong;
 * only signatures that verified are kept (a refusal is cheap to repeat and must not fill the cache), and the oldest
 * go first past the bound.
 */
const verified = new NewestEntries(20_000);

/** The claim as one entry (about its 130 bytes). */
const entryOf = (claim: SignatureClaim): string =>
  (claim.scheme === 'schnorr' ? 's' : 'e') + bytesEntry([claim.hash, claim.key, claim.signature]);

/** Whether the claim was already found valid here, on this thread or by a host's verifier (rememberVerified). */
export function isKnownValid(claim: SignatureClaim): boolean {
  return verified.has(entryOf(claim));
}

/**
 * Records a claim a host verified on the same curve elsewhere (the server's verifier threads), so the synchronous
 * checks that follow find it. Only for claims that verified.
 */
export function rememberVerified(claim: SignatureClaim): void {
  verified.add(entryOf(claim));
}

/** Whether the claim's signature is valid: from the cache, or on the curve (and then remembered). */
export function signatureHolds(claim: SignatureClaim): boolean {
  if (isKnownValid(claim)) return true;
  const holds = verifyOnCurve(claim);
  if (holds) rememberVerified(claim);
  return holds;
}

/** Empties the cache: for benches and tests that time or check the curve itself. */
export function forgetVerifiedSignatures(): void {
  verified.clear();
}
