import type { ParsedInscription } from './parseInscriptions';

/**
 * Why ord would have cursed a new inscription before the jubilee, or null. Since the jubilee ord numbers
 * these like any other (so does this indexer), but BRC-20 indexers still ignore them, so the curse is kept.
 * `inscribedOffsets` are the offsets (in the transaction's input sat range) already holding an inscription.
 */
export function inscriptionCurse(
  inscription: ParsedInscription,
  offset: bigint,
  inscribedOffsets: ReadonlySet<bigint>,
): string | null {
  const { flags } = inscription;
  if (flags.unrecognizedEvenField) return 'unrecognized-even-field';
  if (flags.duplicateField) return 'duplicate-field';
  if (flags.incompleteField) return 'incomplete-field';
  if (inscription.input !== 0) return 'not-in-first-input';
  if (inscription.indexInInput !== 0) return 'not-at-offset-zero';
  if (inscription.pointer !== null) return 'pointer';
  if (flags.pushnum) return 'pushnum';
  if (flags.stutter) return 'stutter';
  if (inscribedOffsets.has(offset)) return 'reinscription';
  return null;
}
