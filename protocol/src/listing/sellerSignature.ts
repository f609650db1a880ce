import { outputScriptType } from '../address/scriptType';
import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { bytesToHex } from '../bytes';
import { ProtocolError } from '../ProtocolError';
import { listingMessages } from './listingMessages';
import { sellerSighash } from './listingTerms';

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
  try {
    return verifies(tx, index, prevouts, witness);
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    return false;
  }
}

function verifies(tx: bitcoin.Transaction, index: number, prevouts: Prevouts, witness: readonly Uint8Array[]): boolean {
  const script = prevouts.scripts[index];
  const value = prevouts.values[index];
  if (script === undefined || value === undefined) return false;
  const scriptType = outputScriptType(script);
  if (scriptType === 'p2tr') {
    // Key-path spend: exactly one 65-byte signature whose last byte is the sighash type. A 64-byte one is
    // SIGHASH_DEFAULT (everything signed), which a buyer could never complete.
    const [signature] = witness;
    if (witness.length !== 1 || signature?.length !== 65 || signature[64] !== sellerSighash) return malformed();
    const hash = tx.hashForWitnessV1(index, [...prevouts.scripts], [...prevouts.values], sellerSighash);
    return curve().verifySchnorr(hash, script.subarray(2), signature.subarray(0, 64));
  }
  if (scriptType === 'p2wpkh') {
    const [encoded, publicKey] = witness;
    if (witness.length !== 2 || !encoded || publicKey?.length !== 33 || encoded.at(-1) !== sellerSighash) {
      return malformed();
    }
    const keyHash = bitcoin.crypto.hash160(publicKey);
    if (bytesToHex(keyHash) !== bytesToHex(script.subarray(2))) return false;
    const scriptCode = bitcoin.payments.p2pkh({ hash: keyHash }).output;
    if (!scriptCode) return false;
    const { signature } = bitcoin.script.signature.decode(encoded);
    const hash = tx.hashForWitnessV0(index, scriptCode, value, sellerSighash);
    // Strict (low S), as relay policy wants of the purchase that carries it: the pure-JS curve refuses a high S
    // even unasked and libsecp256k1 takes it, so only the strict check gives the browser and server one answer.
    return curve().verify(hash, publicKey, signature, true);
  }
  return malformed();
}
