import type { OpiAgreementReport } from './brc20/OpiAgreement';

/**
 * Follows the chain source block by block into the database: inscriptions and their satpoints, owners,
 * transfers, content, the BRC-20 ledger, activity and listing validity, with per-block undo for reorgs.
 * Only one process writes at a time (a PostgreSQL advisory lock); the others just serve reads.
 */
export interface Indexer {
  /** Indexes every block up to the chain's tip now (undoing any the chain no longer has); answers the height. */
  syncToTip(): Promise<number>;
  /**
   * Why indexing stopped for good in this process (a reorg deeper than the undo kept), for operators; undefined
   * while it follows the chain. A stopped indexer neither polls nor syncs until the server restarts.
   */
  stoppedBecause(): string | undefined;
  /** How the BRC-20 hashes compared with BRC20_URL's OPI after the last sync; undefined without one or before. */
  opiAgreement(): OpiAgreementReport | undefined;
  /** Stops following; waits for the block in progress. */
  close(): Promise<void>;
}
