/**
 * The BRC-20 source's history cannot be taken: its events do not hash to its own hashes, or it writes another
 * event format. Retrying would replay the same history to the same end, so indexing stops with this message for
 * the operator.
 */
export class OpiDisagrees extends Error {
  override readonly name = 'OpiDisagrees';
}
