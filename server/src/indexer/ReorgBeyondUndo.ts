/**
 * The chain replaced every block whose undo the index still keeps, so the fork lies below what it can take back.
 * Guessing would leave owners, balances and listings from a branch that no longer exists: the indexer stops and
 * says what an operator can do.
 */
export class ReorgBeyondUndo extends Error {
  override readonly name = 'ReorgBeyondUndo';

  constructor(
    /** The lowest block whose undo was kept: the chain no longer has it either. */
    readonly lowestKeptHeight: number,
    readonly indexedHeight: number,
  ) {
    const kept = indexedHeight - lowestKeptHeight + 1;
    super(
      `Indexing stopped at block ${indexedHeight}: the chain replaced all ${kept} blocks whose undo is kept ` +
        `(${lowestKeptHeight} to ${indexedHeight}), so the reorg goes deeper than INDEXER_UNDO_DEPTH lets the ` +
        `index roll back. The market keeps answering from the replaced branch. Restore the database from a backup ` +
        `taken before block ${lowestKeptHeight} or index again into an empty database, then restart the server.`,
    );
  }
}
