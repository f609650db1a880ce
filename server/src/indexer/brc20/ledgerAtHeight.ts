import { desc, gt } from 'drizzle-orm';
import { undoBrc20Block, type Brc20LedgerState } from '@ordmarket/protocol';
import type { Database } from '../../db/database';
import { indexerBlocks } from '../../db/schema';
import type { BlockUndo } from '../BlockUndo';
import { deserializeBrc20Undo } from './brc20UndoJson';
import { loadBrc20Ledger } from './loadBrc20Ledger';

/** Why there is no ledger at a height: not indexed yet, or older than the undo kept. */
export type LedgerAtHeight =
  | { readonly kind: 'ledger'; readonly state: Brc20LedgerState }
  | { readonly kind: 'not-indexed'; readonly indexedHeight: number | null }
  | { readonly kind: 'pruned'; readonly lowestHeight: number };

/**
 * The BRC-20 ledger as it stood after block `height`: the ledger now, with the undo of every later block taken
 * back, newest first. One snapshot of the database (repeatable read), so the indexer writing meanwhile cannot
 * mix two tips. Reaches back as far as the undo kept: the block below the lowest kept one.
 */
export async function ledgerAtHeight(database: Database, height: number): Promise<LedgerAtHeight> {
  return database.transaction(
    async (db) => {
      const later = await db
        .select({ height: indexerBlocks.height, undo: indexerBlocks.undo })
        .from(indexerBlocks)
        .where(gt(indexerBlocks.height, height))
        .orderBy(desc(indexerBlocks.height));
      const [tip] = await db
        .select({ height: indexerBlocks.height })
        .from(indexerBlocks)
        .orderBy(desc(indexerBlocks.height))
        .limit(1);
      if (tip === undefined || height > tip.height) return { kind: 'not-indexed', indexedHeight: tip?.height ?? null };
      const lowest = later.at(-1)?.height ?? tip.height;
      // Every block from height + 1 to the tip must still have its undo; pruning leaves a gap below the lowest.
      if (later.length !== tip.height - height) return { kind: 'pruned', lowestHeight: lowest - 1 };
      let state = await loadBrc20Ledger(db, tip.height);
      for (const block of later) state = undoBrc20Block(state, deserializeBrc20Undo((block.undo as BlockUndo).brc20));
      return { kind: 'ledger', state };
    },
    { isolationLevel: 'repeatable read' },
  );
}
