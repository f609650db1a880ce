import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brc20EventHashes } from '../../db/schema';

export type StoredEventHashes = typeof brc20EventHashes.$inferSelect;

/** The ledger's event hashes at `height`, or at its last hashed block when no height is given. */
export async function storedEventHashes(db: Database, height?: number): Promise<StoredEventHashes | undefined> {
  const query = db.select().from(brc20EventHashes);
  const [row] =
    height === undefined
      ? await query.orderBy(desc(brc20EventHashes.height)).limit(1)
      : await query.where(eq(brc20EventHashes.height, height));
  return row;
}
