/**
 * A pointer field: the offset, in sats across the reveal's outputs, of the sat to inscribe, little-endian.
 * Trailing zero bytes are padding and dropped; a value that still needs more than 8 bytes is not a pointer.
 */
export function decodePointer(value: Uint8Array): bigint | null {
  let end = value.length;
  while (end > 0 && value[end - 1] === 0) end -= 1;
  if (end > 8) return null;
  let pointer = 0n;
  for (let i = end - 1; i >= 0; i -= 1) pointer = (pointer << 8n) | BigInt(value[i] ?? 0);
  return pointer;
}

/** The shortest encoding of a pointer: little-endian with no trailing zero bytes (zero is the empty value). */
export function encodePointer(pointer: bigint): Uint8Array {
  const bytes: number[] = [];
  for (let rest = pointer; rest > 0n; rest >>= 8n) bytes.push(Number(rest & 0xffn));
  return new Uint8Array(bytes);
}
