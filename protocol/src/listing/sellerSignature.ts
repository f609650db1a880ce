import { outputScriptType } from '../address/scriptType';
import { bitcoin } from '../bitcoin';
import { bytesToHex } from '../bytes';
import { ProtocolError } from '../ProtocolError';
import { listingMessages } from './listingMessages';
import { sellerSighash } from './listingTerms';
import type { SignatureClaim } from '../signatures/signatureClaim';
import { signatureHolds } from '../signatures/verifiedSignatures';

/** The outputs a transaction's inputs spend, in input order: what every segwit signature commits to. */
export interface Prevouts {
  readonly scripts: readonly Uint8Array[];
  readonly values: readonly bigint[];
}

const malformed = (): never => {
  throw new ProtocolError('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
};

/**
 * Whether `witness` is a valid SIGHASH_SINGLE|ANYONECANPAY signature of input `index` of `tx`, spending an output
 * of `prevouts`. Such a signature commits to the input itself and the output at the same index only, so it holds in
 * the seller's one-input listing and in any purchase that keeps that pair. A witness of the wrong shape or sighash
 * is refused (malformed); a signature that does not verify answers false. Never throws on hostile bytes otherwise.
 */
export function sellerSignatureHolds(
  tx: bitcoin.Transaction,
  index: number,
  prevouts: Prevouts,
  witness: readonly Uint8Array[],
): boolean {
  const claim = sellerSignatureClaim(tx, index, prevouts, witness);
  return claim !== undefined && signatureHolds(claim);
}

/**
 * What the seller's signature of input `index` claims (its sighash, key and signature), for a verifier to check;
 * undefined when it cannot hold whatever the curve says (a key that is not the output's, bytes that do not
 * decode). A witness of the wrong shape or sighash is refused as sellerSignatureHolds refuses it.
 */
export function sellerSignatureClaim(
  tx: bitcoin.Transaction,
  index: number,
  prevouts: Prevouts,
  witness: readonly Uint8Array[],
): SignatureClaim | undefined {
  try {
    return claimOf(tx, index, prevouts, witness);
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    return undefined;
  }
}

function claimOf(
  tx: bitcoin.Transaction,
  index: number,
  prevouts: Prevouts,
  witness: readonly Uint8Array[],
): SignatureClaim | undefined {
  const script = prevouts.scripts[index];
  const value = prevouts.values[index];
  if (script === undefined || value === undefined) return undefined;
  const scriptType = outputScriptType(script);
  if (scriptType === 'p2tr') {
    // Key-path spend: exactly one 65-byte signature whose last byte is the sighash type. A 64-byte one is
    // SIGHASH_DEFAULT (everything signed), which a buyer could never complete.
    const [signature] = witness;
    if (witness.length !== 1 || signature?.length !== 65 || signature[64] !== sellerSighash) return malformed();
    const hash = tx.hashForWitnessV1(index, [...prevouts.scripts], [...prevouts.values], sellerSighash);
    return { scheme: 'schnorr', hash, key: script.subarray(2), signature: signature.subarray(0, 64) };
  }
  if (scriptType === 'p2wpkh') {
    const [encoded, publicKey] = witness;
    if (witness.length !== 2 || !encoded || publicKey?.length !== 33 || encoded.at(-1) !== sellerSighash) {
      return malformed();
    }
    const keyHash = bitcoin.crypto.hash160(publicKey);
    if (bytesToHex(keyHash) !== bytesToHex(script.subarray(2))) return undefined;
    const scriptCode = bitcoin.payments.p2pkh({ hash: keyHash }).output;
    if (!scriptCode) return undefined;
    const { signature } = bitcoin.script.signature.decode(encoded);
    const hash = tx.hashForWitnessV0(index, scriptCode, value, sellerSighash);
    return { scheme: 'ecdsa', hash, key: publicKey, signature };
  }
  return malformed();
}
