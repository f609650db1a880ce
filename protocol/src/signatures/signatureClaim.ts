import { curve } from '../curve';

/**
 * One signature to check, as the curve takes it: the message hash (a sighash), the key and the signature. Taproot
 * key-path spends are BIP340 Schnorr over an x-only key; segwit v0 spends are ECDSA over a compressed key, with the
 * signature in its 64-byte compact form and held to low S, as relay policy holds it.
 */
export type SignatureClaim =
  | { readonly scheme: 'schnorr'; readonly hash: Uint8Array; readonly key: Uint8Array; readonly signature: Uint8Array }
  | { readonly scheme: 'ecdsa'; readonly hash: Uint8Array; readonly key: Uint8Array; readonly signature: Uint8Array };

/** Whether the claim's signature is valid, on the chosen curve. Bytes of the wrong shape answer false, never throw. */
export function verifyOnCurve(claim: SignatureClaim): boolean {
  try {
    // ECDSA strictly (low S), as relay policy wants of a transaction that carries it: the pure-JS curve refuses a
    // high S even unasked and libsecp256k1 takes it, so only the strict check gives the browser and server one answer.
    return claim.scheme === 'schnorr'
      ? curve().verifySchnorr(claim.hash, claim.key, claim.signature)
      : curve().verify(claim.hash, claim.key, claim.signature, true);
  } catch {
    return false;
  }
}

/**
 * Whether the claim's bytes are the sizes its scheme takes: a 32-byte hash, a 32-byte x-only key (Schnorr) or a 33-byte
 * compressed one (ECDSA), a 64-byte signature. A verifier that lays claims out in fixed fields checks this first, so no
 * byte is cut off or added to what the curve is asked.
 */
export function claimIsWellShaped(claim: SignatureClaim): boolean {
  const keyBytes = claim.scheme === 'schnorr' ? 32 : 33;
  return claim.hash.length === 32 && claim.key.length === keyBytes && claim.signature.length === 64;
}
