import { sha256 } from '@noble/hashes/sha2';
import { bitcoin } from '../bitcoin';
import { concatBytes } from '../bytes';
import { curve } from '../curve';
import { witnessStack } from '../listing/witnessStack';

const utf8 = new TextEncoder();
const tag = sha256(utf8.encode('BIP0322-signed-message'));

/** BIP-322's tagged hash of the message: sha256(tag || tag || message) with tag = sha256("BIP0322-signed-message"). */
export function bip322MessageHash(message: string): Uint8Array {
  return sha256(concatBytes([tag, tag, utf8.encode(message)]));
}

/** The virtual transaction whose only output is the signer's script, committing to the message. */
export function bip322ToSpend(message: string, outputScript: Uint8Array): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    bitcoin.script.compile([bitcoin.opcodes.OP_0, bip322MessageHash(message)]),
  );
  tx.addOutput(outputScript, 0n);
  return tx;
}

/** The virtual transaction the wallet signs: it spends to_spend's output into an OP_RETURN. */
export function bip322ToSign(toSpend: bitcoin.Transaction): bitcoin.Transaction {
  const tx = new bitcoin.Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(toSpend.getHash(), 0, 0);
  tx.addOutput(bitcoin.script.compile([bitcoin.opcodes.OP_RETURN]), 0n);
  return tx;
}

/**
 * Whether a BIP-322 "simple" signature (the base64 witness of to_sign) proves that the owner of a native
 * segwit or taproot output script signed the message. Anything malformed is simply not a proof.
 */
export function verifyBip322Simple(outputScript: Uint8Array, message: string, witnessBytes: Uint8Array): boolean {
  const witness = witnessStack(witnessBytes);
  if (!witness) return false;
  const toSign = bip322ToSign(bip322ToSpend(message, outputScript));
  try {
    if (outputScript.length === 34 && outputScript[0] === 0x51 && outputScript[1] === 0x20) {
      const [signature] = witness;
      if (witness.length !== 1 || !signature) return false;
      // 64 bytes is SIGHASH_DEFAULT; a 65th byte may only say SIGHASH_ALL.
      if (signature.length !== 64 && !(signature.length === 65 && signature[64] === 0x01)) return false;
      const hashType = signature.length === 65 ? 0x01 : 0x00;
      const hash = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType);
      return curve().verifySchnorr(hash, outputScript.subarray(2), signature.subarray(0, 64));
    }
    if (outputScript.length === 22 && outputScript[0] === 0x00 && outputScript[1] === 0x14) {
      const [encoded, publicKey] = witness;
      if (witness.length !== 2 || !encoded || publicKey?.length !== 33) return false;
      const keyHash = bitcoin.crypto.hash160(publicKey);
      if (!keyHash.every((byte, index) => byte === outputScript[2 + index])) return false;
      const { signature, hashType } = bitcoin.script.signature.decode(encoded);
      if (hashType !== 0x01) return false;
      const scriptCode = bitcoin.payments.p2pkh({ hash: keyHash }).output;
      if (!scriptCode) return false;
      // Strict (low S): the one answer the pure-JS and libsecp256k1 curves share (see listing/sellerSignature).
      return curve().verify(toSign.hashForWitnessV0(0, scriptCode, 0n, hashType), publicKey, signature, true);
    }
  } catch {
    return false;
  }
  return false;
}
