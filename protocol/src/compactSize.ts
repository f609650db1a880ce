/**
 * Bitcoin's CompactSize length prefix (the varint before scripts, witness items and signed messages), for
 * lengths up to 2^32 - 1: nothing in a transaction comes near that.
 */
export function compactSize(length: number): Uint8Array {
  if (length < 0xfd) return Uint8Array.of(length);
  if (length <= 0xffff) return Uint8Array.of(0xfd, length & 0xff, length >> 8);
  return Uint8Array.of(0xfe, length & 0xff, (length >> 8) & 0xff, (length >> 16) & 0xff, length >>> 24);
}
