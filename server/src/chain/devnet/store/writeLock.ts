import { Mutex } from 'async-mutex';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/database';

export type Write = <T>(work: (db: Database) => Promise<T>) => Promise<T>;

/**
 * Serializes the devnet's writes: a mutex orders them within this process, and one transaction per write
 * holding a PostgreSQL advisory lock orders them across processes sharing a database. A failed write
 * rolls back whole, so the UTXO set never holds half of a transaction or block.
 */
export function writeLock(db: Database): { write: Write; idle: () => Promise<void> } {
  const mutex = new Mutex();
  const write: Write = (work) =>
    mutex.runExclusive(() =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('ordmarket-devnet-chain'))`);
        return work(tx);
      }),
    );
  return { write, idle: () => mutex.waitForUnlock() };
}
