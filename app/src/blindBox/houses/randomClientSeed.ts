import { bytesToHex } from '@ordmarket/protocol';
/** A fresh client seed made in the browser: 8 random bytes as 16 hex digits, which the server cannot predict. */
export function randomClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return bytesToHex(bytes);
}
