import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import type { LedgerCache } from './brc20/LedgerCache';
import { readBlocks, type ChainBlock } from './fetchBlock';
import { indexRun } from './indexRun';
import { indexedTip } from './indexedTip';
import { undoReplacedBlocks } from './undoReplacedBlocks';

export interface FollowOptions {
  readonly database: Database;
  readonly chain: ChainSource;
  readonly log: Logger;
  readonly ledger: LedgerCache;
  /** Blocks below the tip whose undo is kept: a reorg up to this deep is taken back, a deeper one stops indexing. */
  readonly undoDepth: number;
  /** Asked between runs of blocks: a closing indexer stops after the run in progress. */
  readonly stopping: () => boolean;
}

/**
 * Blocks applied in one transaction when catching up: enough that per-statement costs vanish, few enough that a
 * run of full blocks stays a modest amount of memory and the database is not held for long.
 */
export const runBlocks = 100;

/** The leading blocks of `blocks` that continue the chain from `previousHash` at `height`. */
function linkedPrefix(blocks: readonly ChainBlock[], height: number, previousHash: string | null): ChainBlock[] {
  const linked: ChainBlock[] = [];
  let expected = previousHash;
  for (const block of blocks) {
    if (block.height !== height + linked.length) break;
    if (block.height > 0 && block.previousHash !== expected) break;
    linked.push(block);
    expected = block.hash;
  }
  return linked;
}

/**
 * Brings the index to the chain's tip: first undoes indexed blocks the chain no longer has (top down to the
 * fork point; ReorgBeyondUndo when the fork is below the undo kept), then applies the chain's blocks in runs of up to `runBlocks`. A block that no longer links to
 * the one below it means the chain reorganised while we read, so the walk starts over after the blocks that
 * did link. Answers the indexed height (-1: none).
 */
export async function followChain(options: FollowOptions): Promise<number> {
  const { database, chain, log, ledger, undoDepth } = options;
  for (;;) {
    await undoReplacedBlocks(database, chain, ledger, log);
    const indexed = await indexedTip(database);
    const tip = await chain.tipHeight();
    let previousHash = indexed?.hash ?? null;
    let height = (indexed?.height ?? -1) + 1;
    let reorganised = false;
    while (height <= tip && !options.stopping()) {
      const run = await readBlocks(chain, height, Math.min(tip, height + runBlocks - 1));
      const linked = linkedPrefix(run.blocks, height, previousHash);
      const last = linked.at(-1);
      if (last !== undefined) {
        await indexRun(database, linked, { network: chain.network, prevouts: run.prevouts, ledger, undoDepth });
        previousHash = last.hash;
        height = last.height + 1;
      }
      // Fewer blocks than asked: the chain got shorter (nothing more to index) or changed under us.
      if (linked.length < run.blocks.length) reorganised = true;
      if (reorganised || run.blocks.length === 0) break;
    }
    if (!reorganised) return height - 1;
  }
}
