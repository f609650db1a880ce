import type { Brc20Params, OpiLedger } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { loadOpiLedger } from './loadOpiLedger';
import { LedgerPredatesOpi } from './LedgerPredatesOpi';

/**
 * The BRC-20 ledger as of the last block this process indexed. The ledger is written in place, so it is handed
 * out for one run at a time and forgotten when that run's transaction fails; another instance may have indexed
 * since (it held the lock): then the indexed tip differs and the ledger is read back from the database.
 */
export class LedgerCache {
  private ledger: OpiLedger | undefined;
  private indexedHeight: number | null = null;

  constructor(readonly params: Brc20Params) {}

  /** The ledger after the indexed block `height` (null: nothing indexed yet). */
  async at(db: Database, height: number | null): Promise<OpiLedger> {
    const cached = this.ledger;
    if (cached !== undefined && this.indexedHeight === height) return cached;
    const loaded = await loadOpiLedger(db, this.params);
    // Blocks below the first inscription block leave the ledger where it starts; every later one hashes.
    const expected = height === null ? null : Math.max(height, this.params.firstInscriptionHeight - 1);
    if (expected !== null && loaded.tip.height !== expected) throw new LedgerPredatesOpi(height, loaded.tip.height);
    this.ledger = loaded;
    this.indexedHeight = height;
    return loaded;
  }

  /** Call only once the transaction that wrote the ledger up to `height` has committed. */
  remember(ledger: OpiLedger, height: number): void {
    this.ledger = ledger;
    this.indexedHeight = height;
  }

  forget(): void {
    this.ledger = undefined;
  }
}
