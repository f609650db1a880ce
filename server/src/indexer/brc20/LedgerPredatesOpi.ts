/**
 * The index holds blocks whose BRC-20 event hashes it never computed: it was built before the ledger followed
 * OPI's rules (or its hash rows were lost). Its balances cannot be trusted or compared, so indexing stops until
 * the index is built again, as ord asks when its index format changes.
 */
export class LedgerPredatesOpi extends Error {
  override readonly name = 'LedgerPredatesOpi';

  constructor(
    readonly indexedHeight: number | null,
    readonly hashedHeight: number,
  ) {
    super(
      `The index reaches block ${String(indexedHeight)} but its BRC-20 event hashes stop at block ${hashedHeight}: ` +
        'it was built before BRC-20 followed OPI. Delete the data folder (DATA_DIR) or empty the database to index again.',
    );
  }
}
