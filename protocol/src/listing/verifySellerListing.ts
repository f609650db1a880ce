import { addressFromOutputScript } from '../address/addressFromScript';
import { outputScriptType } from '../address/scriptType';
import { bitcoin, ecc } from '../bitcoin';
import { toHex } from '../bytes';
import type { NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { minimumPriceSats } from '../units/minimumPrice';
import { decodePsbt } from './decodePsbt';
import { listingMessages } from './listingMessages';
import { sellerSighash, type InscriptionOutput } from './listingTerms';
import { witnessStack } from './witnessStack';

/** Where the inscription is now: its output as the chain reports it, and the sat's offset inside it. */
export interface InscriptionLocation extends InscriptionOutput {
  offset: bigint;
}

export interface VerifiedListing {
  priceSats: bigint;
  sellerAddress: string;
  /** The seller's payment output script, for the buyer's transaction. */
  sellerOutputScript: Uint8Array;
  /** The signed input's witness, merged into the buyer's transaction as is. */
  sellerWitness: Uint8Array[];
  /**
   * What the signature also commits to, so the buyer's transaction must repeat them: the input's sequence and
   * the transaction's version and lock time.
   */
  sequence: number;
  version: number;
  locktime: number;
}

const refuse = (code: string, message: string): never => {
  throw new ProtocolError(code, message);
};

/**
 * Checks a seller-signed listing against where the inscription really is, and reads the price from it.
 * The signature is verified against the chain's own script and amount, never the PSBT's claims about them,
 * so a signature made for another output or amount is refused.
 */
export function verifySellerListing(
  psbtText: string,
  inscription: InscriptionLocation,
  network: NetworkName,
): VerifiedListing {
  const psbt = decodePsbt(psbtText);
  const inputs = psbt.data.inputs;
  if (inputs.length === 0 || !inputs.every((input) => input.finalScriptWitness ?? input.finalScriptSig)) {
    refuse('psbt-not-finalized', listingMessages.notFinalized);
  }
  const [input] = inputs;
  const [txInput] = psbt.txInputs;
  const [sellerOutput] = psbt.txOutputs;
  if (inputs.length !== 1 || psbt.txOutputs.length !== 1 || !input || !txInput || !sellerOutput) {
    return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
  }
  const spends = toHex(Uint8Array.from(txInput.hash).reverse());
  if (spends !== inscription.txid.toLowerCase() || txInput.index !== inscription.vout) {
    refuse('listing-does-not-match', listingMessages.doesNotMatch);
  }
  if (inscription.offset < 0n || inscription.offset >= inscription.value) {
    refuse('listing-does-not-match', listingMessages.doesNotMatch);
  }
  const witness = input.finalScriptWitness ? witnessStack(input.finalScriptWitness) : undefined;
  if (!witness) return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
  if (witness.length === 0 || witness.every((item) => item.length === 0)) {
    refuse('psbt-not-signed', listingMessages.notSigned);
  }
  if (!signatureHolds(psbt, witness, inscription)) {
    refuse('seller-signature-invalid', listingMessages.cannotValidate);
  }
  if (sellerOutput.value < minimumPriceSats) refuse('price-too-low', listingMessages.priceTooLow);
  const sellerAddress = addressFromOutputScript(sellerOutput.script, network);
  if (!sellerAddress) return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
  return {
    priceSats: sellerOutput.value,
    sellerAddress,
    sellerOutputScript: sellerOutput.script,
    sellerWitness: witness,
    sequence: txInput.sequence ?? 0xffffffff,
    version: psbt.version,
    locktime: psbt.locktime,
  };
}

/** The transaction the seller signed, rebuilt without witnesses (they are not part of what is signed). */
function unsignedTransaction(psbt: bitcoin.Psbt): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = psbt.version;
  tx.locktime = psbt.locktime;
  for (const input of psbt.txInputs) tx.addInput(input.hash, input.index, input.sequence);
  for (const output of psbt.txOutputs) tx.addOutput(output.script, output.value);
  return tx;
}

/** Verification that never throws on hostile bytes: a key off the curve or a malformed hash is a bad signature. */
function signatureHolds(psbt: bitcoin.Psbt, witness: Uint8Array[], prevout: InscriptionOutput): boolean {
  try {
    return signatureVerifies(psbt, witness, prevout);
  } catch (error) {
    if (error instanceof ProtocolError) throw error;
    return false;
  }
}

function signatureVerifies(psbt: bitcoin.Psbt, witness: Uint8Array[], prevout: InscriptionOutput): boolean {
  const tx = unsignedTransaction(psbt);
  const scriptType = outputScriptType(prevout.script);
  if (scriptType === 'p2tr') {
    // Key-path spend: exactly one 65-byte signature whose last byte is the sighash type. A 64-byte one is
    // SIGHASH_DEFAULT (everything signed), which a buyer could never complete.
    const [signature] = witness;
    if (witness.length !== 1 || signature?.length !== 65 || signature[64] !== sellerSighash) {
      return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
    }
    const hash = tx.hashForWitnessV1(0, [prevout.script], [prevout.value], sellerSighash);
    return ecc.verifySchnorr(hash, prevout.script.subarray(2), signature.subarray(0, 64));
  }
  if (scriptType === 'p2wpkh') {
    const [encoded, publicKey] = witness;
    if (witness.length !== 2 || !encoded || publicKey?.length !== 33 || encoded.at(-1) !== sellerSighash) {
      return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
    }
    const keyHash = bitcoin.crypto.hash160(publicKey);
    if (toHex(keyHash) !== toHex(prevout.script.subarray(2))) return false;
    const scriptCode = bitcoin.payments.p2pkh({ hash: keyHash }).output;
    if (!scriptCode) return false;
    let decoded: { signature: Uint8Array; hashType: number };
    try {
      decoded = bitcoin.script.signature.decode(encoded);
    } catch {
      return false;
    }
    const hash = tx.hashForWitnessV0(0, scriptCode, prevout.value, sellerSighash);
    return ecc.verify(hash, publicKey, decoded.signature);
  }
  return refuse('invalid-seller-psbt', listingMessages.invalidSellerPsbt);
}
