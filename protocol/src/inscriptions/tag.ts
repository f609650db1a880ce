/**
 * Field tags ord knows. Tags are pushes compared byte for byte, so these are the one-byte pushes ord writes.
 * Odd tags may be ignored by readers that do not know them; even ones change how the inscription is bound.
 */
export const Tag = {
  contentType: 1,
  pointer: 2,
  parent: 3,
  metadata: 5,
  metaprotocol: 7,
  contentEncoding: 9,
  delegate: 11,
} as const;

/** Metadata is CBOR that may exceed one 520-byte push, so its repeated fields are one value cut in pieces. */
export const chunkedTags: ReadonlySet<number> = new Set([Tag.metadata]);

/** A parent field may repeat: an inscription may have several parents (ord still flags the repeat). */
export const listTags: ReadonlySet<number> = new Set([Tag.parent]);

export const knownTags: ReadonlySet<number> = new Set(Object.values(Tag));
