import { Mutex } from 'async-mutex';
import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import type { DatabaseHandle } from '../db/database';
import { LedgerCache } from './brc20/LedgerCache';
import { followChain } from './followChain';
import type { Indexer } from './Indexer';

export interface IndexerOptions {
  readonly database: DatabaseHandle;
  readonly chain: ChainSource;
  readonly log: Logger;
  /** Milliseconds between looks at the chain's tip. */
  readonly pollMs: number;
}

/**
 * Starts following the chain now, and every `pollMs` after each sync ends. Syncs never overlap in this
 * process (a mutex); a failed one is logged and tried again at the next poll, so a chain or database hiccup
 * never takes the server down.
 */
export function openIndexer(options: IndexerOptions): Indexer {
  const { database, chain, log, pollMs } = options;
  const mutex = new Mutex();
  const ledger = new LedgerCache();
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const sync = () =>
    mutex.runExclusive(async () => {
      try {
        return await followChain({ database: database.db, chain, log, ledger, stopping: () => closed });
      } catch (error) {
        // The cached ledger may be ahead of a transaction that failed; read it back next time.
        ledger.forget();
        throw error;
      }
    });

  const poll = () => {
    timer = undefined;
    if (closed) return;
    sync()
      .catch((error: unknown) => {
        log.error({ err: error }, 'indexer: sync failed; retrying at the next poll');
      })
      .finally(() => {
        if (!closed) {
          timer = setTimeout(poll, pollMs);
          timer.unref();
        }
      });
  };
  timer = setTimeout(poll, 0);
  timer.unref();

  return {
    syncToTip: () => (closed ? Promise.reject(new Error('The indexer is closed')) : sync()),
    close: async () => {
      closed = true;
      clearTimeout(timer);
      await mutex.waitForUnlock();
    },
  };
}
