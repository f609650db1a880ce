// The one hex codec of every package is the hashing library's: it refuses odd lengths and non-hex digits (a
// silent decoder would turn a typo into other bytes), uses the platform's Uint8Array.fromHex/toHex where there
// is one, and needs no Buffer, so the browser app shares it. Other packages take it from protocol's entry.
export { bytesToHex, hexToBytes } from '@noble/hashes/utils';

/**
 * Joins byte strings end to end. It takes an array, not the library's spread arguments: an envelope's body
 * arrives cut into pushes, and an untrusted one may hold more pushes than a call can take arguments.
 */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Whether two byte strings are the same bytes. Not constant-time: for public data such as scripts and hashes. */
export function equalBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index]);
}
