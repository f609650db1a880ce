import type { Brc20LedgerState } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { loadBrc20Ledger } from './loadBrc20Ledger';

/**
 * The BRC-20 ledger as of the last block this process indexed. Another instance may have indexed since (it
 * held the lock), or a block may have failed after the rules ran: then the heights differ and the ledger is
 * read back from the database, which always matches the indexed tip.
 */
export class LedgerCache {
  private state: Brc20LedgerState | undefined;

  async at(db: Database, height: number | null): Promise<Brc20LedgerState> {
    const cached = this.state;
    if (cached?.height === height) return cached;
    const loaded = await loadBrc20Ledger(db, height);
    this.state = loaded;
    return loaded;
  }

  /** Call only once the transaction that wrote `state` has committed. */
  remember(state: Brc20LedgerState): void {
    this.state = state;
  }

  forget(): void {
    this.state = undefined;
  }
}
