import { desc } from 'drizzle-orm';
import type { Database } from '../db/database';
import { indexerBlocks } from '../db/schema';

/** The highest block the indexer applied, or undefined before the first. */
export async function indexedTip(db: Database): Promise<{ height: number; hash: string } | undefined> {
  const [row] = await db
    .select({ height: indexerBlocks.height, hash: indexerBlocks.hash })
    .from(indexerBlocks)
    .orderBy(desc(indexerBlocks.height))
    .limit(1);
  return row;
}
