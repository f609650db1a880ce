import { Mutex } from 'async-mutex';
import { brc20NetworkParams } from '@ordmarket/protocol';
import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { DatabaseHandle } from '../db/database';
import type { PreStartSources } from './aboveGenesis/beginAboveGenesis';
import { LedgerCache } from './brc20/LedgerCache';
import { followChain, type FollowOptions } from './followChain';
import type { Indexer } from './Indexer';
import { ReorgBeyondUndo } from './ReorgBeyondUndo';
import { LedgerPredatesOpi } from './brc20/LedgerPredatesOpi';
import { OpiDisagrees } from './aboveGenesis/OpiDisagrees';
import type { OpiAgreement } from './brc20/OpiAgreement';

export interface IndexerOptions {
  readonly database: DatabaseHandle;
  readonly chain: ChainSource;
  readonly log: Logger;
  /** Milliseconds between looks at the chain's tip. */
  readonly pollMs: number;
  /** Blocks below the tip whose undo is kept (INDEXER_UNDO_DEPTH). */
  readonly undoDepth: number;
  /** The first block to index (see resolveStartHeight); genesis when left out. */
  readonly startHeight?: number;
  /** Where what came before a start height above genesis is learned. */
  readonly preStart?: PreStartSources;
  /** Blocks of that BRC-20 replay between checkpoints (BRC20_REPLAY_CHECKPOINT_BLOCKS). */
  readonly replayCheckpointBlocks?: number;
  /** The OPI at BRC20_URL, compared with after every sync. */
  readonly opiAgreement?: OpiAgreement;
  /** Hears how each run of blocks went (the catch-up bench). */
  readonly onRun?: FollowOptions['onRun'];
}

/**
 * Starts following the chain now, and every `pollMs` after each sync ends. Syncs never overlap in this
 * process (a mutex); a failed one is logged and tried again at the next poll, so a chain or database hiccup
 * never takes the server down. A reorg deeper than the undo kept is no hiccup: indexing stops, loudly, and the
 * rest of the server keeps serving.
 */
export function openIndexer(options: IndexerOptions): Indexer {
  const {
    database,
    chain,
    log,
    pollMs,
    undoDepth,
    startHeight = 0,
    preStart,
    replayCheckpointBlocks,
    opiAgreement,
    onRun,
  } = options;
  const mutex = new Mutex();
  const ledger = new LedgerCache(brc20NetworkParams(chain.network));
  let closed = false;
  let stopped: ReorgBeyondUndo | LedgerPredatesOpi | OpiDisagrees | undefined;
  let timer: NodeJS.Timeout | undefined;

  const sync = () =>
    mutex.runExclusive(async () => {
      if (stopped !== undefined) throw stopped;
      let indexedHeight: number;
      try {
        indexedHeight = await followChain({
          database: database.db,
          chain,
          log,
          ledger,
          undoDepth,
          startHeight,
          preStart,
          ...(replayCheckpointBlocks === undefined ? {} : { replayCheckpointBlocks }),
          ...(onRun === undefined ? {} : { onRun }),
          stopping: () => closed,
        });
      } catch (error) {
        // The cached ledger may be ahead of a transaction that failed; read it back next time.
        ledger.forget();
        if (error instanceof ReorgBeyondUndo || error instanceof LedgerPredatesOpi) {
          stopped = error;
          log.fatal({ indexedHeight: error.indexedHeight }, error.message);
        } else if (error instanceof OpiDisagrees) {
          stopped = error;
          log.fatal(error.message);
        }
        throw error;
      }
      // OPI being down or behind says nothing about this index: noted, never a failed sync.
      await opiAgreement?.check().catch((error: unknown) => {
        log.warn({ err: error }, 'indexer: could not compare the BRC-20 hashes with OPI');
      });
      return indexedHeight;
    });

  const poll = () => {
    timer = undefined;
    if (closed) return;
    sync()
      .catch((error: unknown) => {
        if (stopped === undefined) log.error({ err: error }, 'indexer: sync failed; retrying at the next poll');
      })
      .finally(() => {
        if (!closed && stopped === undefined) {
          timer = setTimeout(poll, pollMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(poll, 0);
  timer.unref();

  return {
    syncToTip: () => (closed ? Promise.reject(new Error('The indexer is closed')) : sync()),
    stoppedBecause: () => stopped?.message,
    opiAgreement: () => opiAgreement?.report(),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await mutex.waitForUnlock();
    },
  };
}
