import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { concatBytes, equalBytes } from '../bytes';
import { compactSize } from '../compactSize';

const utf8 = new TextEncoder();
const magic = utf8.encode('\x18Bitcoin Signed Message:\n');

/** The double-SHA256 that "Bitcoin Signed Message" signatures sign: magic prefix, length, message. */
export function legacyMessageHash(message: string): Uint8Array {
  const bytes = utf8.encode(message);
  return bitcoin.crypto.hash256(concatBytes([magic, compactSize(bytes.length), bytes]));
}

/**
 * Whether a 65-byte compact ECDSA message signature (header, r, s) was made by the key behind the output
 * script. Wallets disagree about which header goes with which address type, so the recovered key is
 * checked against every script one compressed key can own: p2pkh, p2wpkh and p2sh-p2wpkh.
 */
export function verifyLegacyMessage(outputScript: Uint8Array, message: string, signature: Uint8Array): boolean {
  const header = signature[0];
  if (signature.length !== 65 || header === undefined || header < 27 || header > 42) return false;
  const recoveryId = ((header - 27) & 3) as 0 | 1 | 2 | 3;
  const compressed = header >= 31;
  try {
    const publicKey = curve().recover(legacyMessageHash(message), signature.subarray(1), recoveryId, compressed);
    if (!publicKey) return false;
    const owned = compressed
      ? [
          bitcoin.payments.p2pkh({ pubkey: publicKey }).output,
          bitcoin.payments.p2wpkh({ pubkey: publicKey }).output,
          bitcoin.payments.p2sh({ redeem: bitcoin.payments.p2wpkh({ pubkey: publicKey }) }).output,
        ]
      : [bitcoin.payments.p2pkh({ pubkey: publicKey }).output];
    return owned.some((script) => script !== undefined && equalBytes(script, outputScript));
  } catch {
    return false;
  }
}
