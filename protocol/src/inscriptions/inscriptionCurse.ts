import type { ParsedInscription } from './parseInscriptions';

/**
 * What a transaction's input sat range already holds at one offset when an envelope lands there, as ord's
 * `inscribed_offsets` counts it: the inscriptions the inputs carry there, then each new one of the
 * transaction at the offset it lands on (after its pointer).
 */
export interface InscribedOffset {
  readonly count: number;
  /**
   * Whether the first inscription counted there was cursed before the jubilee (vindicated after it): ord lets
   * a sat whose only inscription was cursed take one reinscription uncursed.
   */
  readonly firstCursed: boolean;
}

/**
 * Why ord would have cursed a new inscription before the jubilee, or null. Since the jubilee ord numbers
 * these like any other (so does this indexer), but BRC-20 indexers still ignore them, so the curse is kept.
 * `onSat` is what the transaction's input range already holds at the start of the envelope's input.
 */
export function inscriptionCurse(inscription: ParsedInscription, onSat: InscribedOffset | undefined): string | null {
  const { flags } = inscription;
  if (flags.unrecognizedEvenField) return 'unrecognized-even-field';
  if (flags.duplicateField) return 'duplicate-field';
  if (flags.incompleteField) return 'incomplete-field';
  if (inscription.input !== 0) return 'not-in-first-input';
  if (inscription.indexInInput !== 0) return 'not-at-offset-zero';
  if (inscription.pointer !== null) return 'pointer';
  if (flags.pushnum) return 'pushnum';
  if (flags.stutter) return 'stutter';
  if (onSat === undefined) return null;
  // ord's `initial_inscription_was_cursed_or_vindicated`: reinscribing a cursed inscription's sat once is
  // blessed, so the first reinscription that looked like an ordinary inscription gets an ordinary number.
  if (onSat.count > 1 || !onSat.firstCursed) return 'reinscription';
  return null;
}
