import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import type { LedgerCache } from './brc20/LedgerCache';
import { fetchBlock, prevoutReader } from './fetchBlock';
import { indexBlock } from './indexBlock';
import { indexedTip } from './indexedTip';
import { undoBlock } from './undoBlock';

export interface FollowOptions {
  readonly database: Database;
  readonly chain: ChainSource;
  readonly log: Logger;
  readonly ledger: LedgerCache;
  /** Asked between blocks: a closing indexer stops after the block in progress. */
  readonly stopping: () => boolean;
}

/**
 * Brings the index to the chain's tip: first undoes indexed blocks the chain no longer has (top down to the
 * fork point), then applies the chain's blocks one by one. A block that no longer links to the one below it
 * means the chain reorganised while we read, so the walk starts over. Answers the indexed height (-1: none).
 */
export async function followChain(options: FollowOptions): Promise<number> {
  const { database, chain, log, ledger } = options;
  for (;;) {
    let indexed = await indexedTip(database);
    while (indexed !== undefined && (await chain.blockHashAt(indexed.height)) !== indexed.hash) {
      log.info({ height: indexed.height, hash: indexed.hash }, 'indexer: undoing a block the chain replaced');
      await undoBlock(database, indexed.height, indexed.hash, ledger);
      indexed = await indexedTip(database);
    }
    const tip = await chain.tipHeight();
    let previousHash = indexed?.hash ?? null;
    let height = (indexed?.height ?? -1) + 1;
    let reorganised = false;
    for (; height <= tip && !options.stopping(); height += 1) {
      const hash = await chain.blockHashAt(height);
      if (hash === undefined) break;
      const block = await fetchBlock(chain, height, hash);
      if (height > 0 && block.previousHash !== previousHash) {
        reorganised = true;
        break;
      }
      await indexBlock(database, block, { network: chain.network, prevouts: prevoutReader(chain), ledger });
      previousHash = hash;
    }
    if (!reorganised) return height - 1;
  }
}
