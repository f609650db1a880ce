import { desc } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { indexerBlocks } from '../db/schema';
import type { LedgerCache } from './brc20/LedgerCache';
import { ReorgBeyondUndo } from './ReorgBeyondUndo';
import { undoBlock } from './undoBlock';

/**
 * Takes back, top down, the indexed blocks the chain no longer has. The fork is found first, from the hashes
 * kept with each block's undo, so a reorg below the kept undo is refused before anything is touched.
 */
export async function undoReplacedBlocks(
  database: Database,
  chain: ChainSource,
  ledger: LedgerCache,
  log: Logger,
): Promise<void> {
  const kept = await database
    .select({ height: indexerBlocks.height, hash: indexerBlocks.hash })
    .from(indexerBlocks)
    .orderBy(desc(indexerBlocks.height));
  const replaced: typeof kept = [];
  for (const block of kept) {
    if ((await chain.blockHashAt(block.height)) === block.hash) break;
    replaced.push(block);
  }
  const lowest = replaced.at(-1);
  const tip = kept[0];
  if (lowest === undefined || tip === undefined) return;
  // Undoing the genesis block leaves an empty index that starts again from it; any other lowest block had
  // blocks below it whose undo was pruned.
  if (replaced.length === kept.length && lowest.height > 0) throw new ReorgBeyondUndo(lowest.height, tip.height);
  for (const block of replaced) {
    log.info({ height: block.height, hash: block.hash }, 'indexer: undoing a block the chain replaced');
    await undoBlock(database, block.height, block.hash, ledger, chain.network);
  }
}
