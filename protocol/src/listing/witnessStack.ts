import { compactSize } from '../compactSize';

/**
 * The items of a serialized witness (a count, then each item with its length, all as compact sizes), or
 * undefined when the bytes are not exactly one well-formed witness. Never throws: the bytes are untrusted.
 */
export function witnessStack(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0;
  const readCompactSize = (): number | undefined => {
    const first = bytes[offset];
    if (first === undefined) return undefined;
    const width = first < 0xfd ? 0 : first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    if (offset + 1 + width > bytes.length) return undefined;
    let value = width === 0 ? first : 0;
    for (let index = 0; index < width; index += 1) value += (bytes[offset + 1 + index] ?? 0) * 2 ** (8 * index);
    offset += 1 + width;
    return Number.isSafeInteger(value) ? value : undefined;
  };
  const count = readCompactSize();
  if (count === undefined) return undefined;
  const items: Uint8Array[] = [];
  for (let index = 0; index < count; index += 1) {
    const length = readCompactSize();
    if (length === undefined || offset + length > bytes.length) return undefined;
    items.push(bytes.subarray(offset, offset + length));
    offset += length;
  }
  return offset === bytes.length ? items : undefined;
}

/** How many bytes serializeWitness makes of `items`, without making them: all that fee sizing needs. */
export function serializedWitnessLength(items: readonly Uint8Array[]): number {
  return items.reduce(
    (total, item) => total + compactSize(item.length).length + item.length,
    compactSize(items.length).length,
  );
}

/** A witness stack serialized the way a PSBT's finalScriptWitness holds it: witnessStack's inverse. */
export function serializeWitness(items: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(serializedWitnessLength(items));
  let offset = 0;
  const write = (part: ArrayLike<number>): void => {
    bytes.set(part, offset);
    offset += part.length;
  };
  write(compactSize(items.length));
  for (const item of items) {
    write(compactSize(item.length));
    write(item);
  }
  return bytes;
}
