import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import {
  beginAboveGenesis,
  defaultCheckpointBlocks,
  type BeforeStart,
  type PreStartSources,
} from './aboveGenesis/beginAboveGenesis';
import type { LedgerCache } from './brc20/LedgerCache';
import type { ChainBlock } from '../chain/blocks/blockRun';
import { indexRun, type RunTimings } from './indexRun';
import { firstRunBlocks, nextRunBlocks } from './runLength';
import { indexedTip } from './indexedTip';
import { undoReplacedBlocks } from './undoReplacedBlocks';

export interface FollowOptions {
  readonly database: Database;
  readonly chain: ChainSource;
  readonly log: Logger;
  readonly ledger: LedgerCache;
  /** Blocks below the tip whose undo is kept: a reorg up to this deep is taken back, a deeper one stops indexing. */
  readonly undoDepth: number;
  /** The first block to read; nothing below it is ever read from the chain. */
  readonly startHeight: number;
  /** Where what came before a start height above genesis is learned. */
  readonly preStart: PreStartSources | undefined;
  /** Blocks of the BRC-20 replay before a start height between checkpoints (default 1,000). */
  readonly replayCheckpointBlocks?: number;
  /** Asked between runs of blocks: a closing indexer stops after the run in progress. */
  readonly stopping: () => boolean;
  /** Hears how each run went (besides the log): the catch-up bench reads its timings here. */
  readonly onRun?: (report: RunReport) => void;
}

/** One run of blocks indexed: which, how many transactions, and where the time went. */
export interface RunReport extends RunTimings {
  readonly fromHeight: number;
  readonly toHeight: number;
  readonly transactions: number;
  /** Reading the blocks from the chain source and decoding them. */
  readonly readMs: number;
}

/** The leading blocks of `blocks` that continue the chain from `previousHash` at `height`. */
function linkedPrefix(blocks: readonly ChainBlock[], height: number, previousHash: string | null): ChainBlock[] {
  const linked: ChainBlock[] = [];
  let expected = previousHash;
  for (const block of blocks) {
    if (block.height !== height + linked.length) break;
    // An empty index takes its first block as it comes: genesis, or the block at the start height.
    if (expected !== null && block.previousHash !== expected) break;
    linked.push(block);
    expected = block.hash;
  }
  return linked;
}

/** What the index carries over from before its start height: nothing when it starts at genesis. */
async function carriedOver(options: FollowOptions): Promise<BeforeStart | undefined> {
  const { database, startHeight, preStart, chain, log, stopping } = options;
  if (startHeight === 0) return { lastNumber: -1 };
  if (preStart === undefined) throw new Error(`Indexing from block ${startHeight} needs ord and a BRC-20 source.`);
  const checkpointBlocks = options.replayCheckpointBlocks ?? defaultCheckpointBlocks;
  return beginAboveGenesis(database, startHeight, preStart, { chain, log, checkpointBlocks, stopping });
}

/**
 * Brings the index to the chain's tip: first undoes indexed blocks the chain no longer has (top down to the
 * fork point; ReorgBeyondUndo when the fork is below the undo kept), then, from the start height when the index is
 * empty (after carrying over what came before it), applies the chain's blocks in runs of up to `runBlocks`. A block
 * that no longer links to the one below it means the chain reorganised while we read, so the walk starts over after
 * the blocks that did link. Answers the indexed height (-1: none).
 */
export async function followChain(options: FollowOptions): Promise<number> {
  const { database, chain, log, ledger, undoDepth, startHeight } = options;
  for (;;) {
    await undoReplacedBlocks(database, chain, ledger, log);
    const indexed = await indexedTip(database);
    const before = await carriedOver(options);
    // Closed while replaying the BRC-20 history: the next start resumes it.
    if (before === undefined) return -1;
    // The ledger from before the start was just written under the cache's feet.
    if (indexed === undefined) ledger.forget();
    const tip = await chain.tipHeight();
    let previousHash = indexed?.hash ?? null;
    let height = indexed === undefined ? startHeight : indexed.height + 1;
    let reorganised = false;
    let blocksPerRun = firstRunBlocks;
    while (height <= tip && !options.stopping()) {
      const reading = performance.now();
      const run = await chain.readBlocks(height, Math.min(tip, height + blocksPerRun - 1));
      const readMs = performance.now() - reading;
      const linked = linkedPrefix(run.blocks, height, previousHash);
      const last = linked.at(-1);
      if (last !== undefined) {
        const timings = await indexRun(database, linked, {
          network: chain.network,
          prevouts: run.prevouts,
          ledger,
          undoDepth,
          startHeight,
          lastNumberBeforeStart: before.lastNumber,
        });
        const transactions = linked.reduce((sum, block) => sum + block.transactions.length, 0);
        const report = { fromHeight: height, toHeight: last.height, transactions, readMs, ...timings };
        log.info(report, 'indexer: indexed a run of blocks');
        options.onRun?.(report);
        blocksPerRun = nextRunBlocks(linked.length, transactions);
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
