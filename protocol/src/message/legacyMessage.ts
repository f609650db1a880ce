import { bitcoin } from '../bitcoin';
import { curve } from '../curve';

const utf8 = new TextEncoder();
const magic = utf8.encode('\x18Bitcoin Signed Message:\n');

function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8);
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24);
}

/** The double-SHA256 that "Bitcoin Signed Message" signatures sign: magic prefix, length, message. */
export function legacyMessageHash(message: string): Uint8Array {
  const bytes = utf8.encode(message);
  const length = compactSize(bytes.length);
  const joined = new Uint8Array(magic.length + length.length + bytes.length);
  joined.set(magic, 0);
  joined.set(length, magic.length);
  joined.set(bytes, magic.length + length.length);
  return bitcoin.crypto.hash256(joined);
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
    return owned.some(
      (script) => script?.length === outputScript.length && script.every((byte, i) => byte === outputScript[i]),
    );
  } catch {
    return false;
  }
}
