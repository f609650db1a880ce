import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';

/**
 * Makes the calling transaction the only indexer writer until it ends: every block (and every undo) takes it,
 * so instances sharing a database never interleave blocks. PGlite implements advisory locks too.
 */
export async function takeIndexerLock(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('ordmarket-indexer'))`);
}
