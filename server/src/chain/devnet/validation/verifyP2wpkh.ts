import { serverCurve } from '../../../crypto/serverCurve';
import { bitcoin, equalBytes } from '@ordmarket/protocol';
import type { Prevout } from './Prevout';
import { consensusScriptFailure, policyScriptFailure } from './reject';

const validHashTypes = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);

function decodeSignature(encoded: Uint8Array): { signature: Uint8Array; hashType: number } {
  try {
    return bitcoin.script.signature.decode(encoded);
  } catch {
    return consensusScriptFailure('Non-canonical DER signature');
  }
}

/** A BIP141 v0 key-hash spend: witness [signature, key], key hashing to the program, ECDSA over BIP143. */
export function verifyP2wpkh(tx: bitcoin.Transaction, index: number, prevout: Prevout): void {
  const witness = tx.ins[index]?.witness ?? [];
  if (witness.length === 0) consensusScriptFailure('Witness program was passed an empty witness');
  const [encoded, publicKey] = witness;
  if (witness.length !== 2 || encoded === undefined || publicKey === undefined) {
    return consensusScriptFailure('Witness program hash mismatch');
  }
  const keyHash = prevout.script.subarray(2);
  if (!equalBytes(bitcoin.crypto.hash160(publicKey), keyHash)) consensusScriptFailure('Witness program hash mismatch');
  if (publicKey.length !== 33 || !serverCurve.isPoint(publicKey))
    policyScriptFailure('Using non-compressed keys in segwit');
  if (encoded.length === 0) {
    consensusScriptFailure('Script evaluated without error but finished with a false/empty top stack element');
  }
  const { signature, hashType } = decodeSignature(encoded);
  if (!validHashTypes.has(hashType)) policyScriptFailure('Signature hash type missing or not understood');
  const scriptCode = bitcoin.payments.p2pkh({ hash: keyHash }).output;
  if (scriptCode === undefined) return consensusScriptFailure('Witness program hash mismatch');
  const hash = tx.hashForWitnessV0(index, scriptCode, prevout.value, hashType);
  if (!serverCurve.verify(hash, publicKey, signature)) {
    consensusScriptFailure('Signature must be zero for failed CHECK(MULTI)SIG operation');
  }
  if (!serverCurve.verify(hash, publicKey, signature, true)) {
    policyScriptFailure('Non-canonical signature: S value is unnecessarily high');
  }
}
