import { bytesToHex, concatBytes } from '../bytes';
import { chunkedTags, knownTags, listTags } from './tag';

/** An envelope's payload read as tag/value fields followed by an optional body. */
export interface Fields {
  /** Values of each known one-byte tag, in the order they appeared. */
  readonly values: ReadonlyMap<number, readonly Uint8Array[]>;
  /** The pushes after the body separator joined together, or null when there is no separator. */
  readonly body: Uint8Array | null;
  readonly duplicateField: boolean;
  readonly incompleteField: boolean;
  readonly unrecognizedEvenField: boolean;
}

/**
 * Splits a payload into fields and body. The body separator is an empty push where a tag is expected (an
 * empty push in a value position is an empty value). A tag left without a value is an incomplete field.
 * A tag that repeats is a duplicate unless it is chunked (metadata). A repeated list tag (parent) keeps all its
 * values; any other known tag keeps its first, and the extra values of an even one count as an unrecognized
 * even field, as ord leaves them unread.
 */
export function readFields(payload: readonly Uint8Array[]): Fields {
  let separator: number | null = null;
  for (let i = 0; i < payload.length; i += 2) {
    if (payload[i]?.length === 0) {
      separator = i;
      break;
    }
  }
  const fieldPushes = payload.slice(0, separator ?? payload.length);
  const byTag = new Map<string, { tag: Uint8Array; values: Uint8Array[] }>();
  let incompleteField = false;
  for (let i = 0; i < fieldPushes.length; i += 2) {
    const tag = fieldPushes[i];
    const value = fieldPushes[i + 1];
    if (tag === undefined || value === undefined) {
      incompleteField = true;
      continue;
    }
    const key = bytesToHex(tag);
    const entry = byTag.get(key) ?? { tag, values: [] };
    entry.values.push(value);
    byTag.set(key, entry);
  }

  const values = new Map<number, readonly Uint8Array[]>();
  let duplicateField = false;
  let unrecognizedEvenField = false;
  for (const { tag, values: tagValues } of byTag.values()) {
    const number = tag.length === 1 ? (tag[0] ?? 0) : null;
    const repeatable = number !== null && (chunkedTags.has(number) || listTags.has(number));
    // Several parents are allowed yet still flagged, as ord flags any repeated tag; metadata chunks are one
    // value and are not.
    if (tagValues.length > 1 && !(number !== null && chunkedTags.has(number))) duplicateField = true;
    // A multi-byte tag is even or odd by its first byte, the least significant one.
    const even = (tag[0] ?? 0) % 2 === 0;
    if (number === null || !knownTags.has(number)) {
      if (even) unrecognizedEvenField = true;
      continue;
    }
    if (repeatable) {
      values.set(number, tagValues);
    } else {
      values.set(number, tagValues.slice(0, 1));
      if (tagValues.length > 1 && even) unrecognizedEvenField = true;
    }
  }
  const body = separator === null ? null : concatBytes(payload.slice(separator + 1));
  return { values, body, duplicateField, incompleteField, unrecognizedEvenField };
}
