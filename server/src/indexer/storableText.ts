/**
 * An envelope's text as PostgreSQL can hold it. An envelope's fields are any UTF-8, NUL included, but a text column
 * cannot hold NUL (one such content type would stop indexing at its block for good), so each NUL is stored as
 * U+FFFD, the replacement character a reader would be shown. Only what is stored changes: the run's own judgements
 * (BRC-20 included) read the envelope as it was inscribed.
 */
export function storableText<T extends string | null>(text: T): T {
  return (text?.includes('\u0000') === true ? text.replaceAll('\u0000', '\uFFFD') : text) as T;
}
