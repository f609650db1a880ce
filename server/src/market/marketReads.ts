import type { Logger } from 'pino';
import type { DatabaseHandle, Listening } from '../db/database';

/**
 * The channel the database notifies, once per committed transaction, when the tables market reads come from
 * change (collections, inscriptions, their traits, listings, activity, recommendations): triggers of migration
 * 0007 send it, whichever code path wrote.
 */
export const marketChangeChannel = 'ordmarket_market_changes';

/**
 * Sales leave the 24-hour, 7-day and trending windows as the clock moves, with no write to announce it: an
 * answer is recomputed at least this often even on a market where nothing happens.
 */
export const windowDriftMs = 5_000;

/** Answers kept per read (pages, filters): enough for every page traders open, bounded against crafted keys. */
const answersPerRead = 500;

export interface MarketReadOptions {
  readonly log: Pick<Logger, 'info' | 'warn'>;
  /** Milliseconds now; tests move it to age answers. */
  readonly now?: () => number;
}

/**
 * This instance's memory of market reads. An answer is served from memory until the database announces a
 * change, so floors, volumes and owner counts are not recomputed for every visitor; before answering from
 * memory it makes sure it has heard every change committed before the request, so a trader who listed, bought
 * or cancelled reads the market as it now is, on this instance or any other.
 */
export interface MarketReads {
  /** `read` answered from memory per key (compared as JSON) until the market changes. */
  cached<Key, Answer>(read: (key: Key) => Promise<Answer>): (key: Key) => Promise<Answer>;
  close(): Promise<void>;
}

interface Remembered<Answer> {
  readonly answer: Promise<Answer>;
  /** When it was asked of the database. */
  readonly at: number;
}

export async function openMarketReads(database: DatabaseHandle, options: MarketReadOptions): Promise<MarketReads> {
  const now = options.now ?? Date.now;
  const memories = new Set<{ clear(): void }>();
  let hearing = false;
  // An answer still being computed is forgotten too: it may have read the rows from before the change.
  const forget = () => {
    for (const memory of memories) memory.clear();
  };

  const listening: Listening = await database.listen(marketChangeChannel, forget, {
    onLost: () => {
      hearing = false;
      forget();
    },
    onRestored: () => {
      forget();
      hearing = true;
      options.log.info('market reads are remembered again');
    },
  });
  hearing = true;

  const heardEverything = async () => {
    if (!hearing) return false;
    try {
      await listening.caughtUp();
      return hearing;
    } catch (error) {
      options.log.warn({ err: error }, 'market reads could not catch up with changes; reading the database');
      return false;
    }
  };

  return {
    cached<Key, Answer>(read: (key: Key) => Promise<Answer>) {
      const memory = new Map<string, Remembered<Answer>>();
      memories.add(memory);
      return async (key: Key) => {
        if (!(await heardEverything())) return read(key);
        const id = JSON.stringify(key);
        const at = now();
        const known = memory.get(id);
        if (known && at - known.at < windowDriftMs) return known.answer;
        const answer = read(key);
        const remembered = { answer, at };
        memory.delete(id);
        if (memory.size >= answersPerRead) {
          const oldest = memory.keys().next();
          if (!oldest.done) memory.delete(oldest.value);
        }
        // Concurrent requests for the same key share this one computation.
        memory.set(id, remembered);
        answer.catch(() => {
          if (memory.get(id) === remembered) memory.delete(id);
        });
        return answer;
      };
    },
    close: async () => {
      hearing = false;
      memories.clear();
      await listening.stop();
    },
  };
}
