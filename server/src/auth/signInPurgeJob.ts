import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { purgeEndedSignIns } from './signInPurge';

/** Time as the purge job sees it; tests pass a manual one and fire the runs themselves. */
export interface PurgeClock {
  now(): Date;
  /** Calls `run` every `ms` until the answered stop is called. */
  every(ms: number, run: () => Promise<void>): () => void;
}

export const systemPurgeClock: PurgeClock = {
  now: () => new Date(),
  every: (ms, run) => {
    const timer = setInterval(() => void run(), ms);
    // A pending purge never keeps the process alive.
    timer.unref();
    return () => {
      clearInterval(timer);
    };
  },
};

export interface SignInPurgeJob {
  /** Stops the runs and waits for one in progress, so the database can close after it. */
  close(): Promise<void>;
}

/**
 * Purges ended sign-in challenges and QR logins every `everySeconds`. Every instance may run it: the deletes
 * are idempotent. A run never overlaps the previous one, and a failed run is logged and retried at the next.
 */
export function startSignInPurge(options: {
  readonly db: Database;
  readonly log: Logger;
  readonly everySeconds: number;
  readonly clock?: PurgeClock;
}): SignInPurgeJob {
  const { db, log, everySeconds, clock = systemPurgeClock } = options;
  let running: Promise<void> | undefined;
  const purge = () =>
    purgeEndedSignIns(db, clock.now())
      .then(
        (purged) => {
          log.debug(purged, 'purged ended sign-in records');
        },
        (error: unknown) => {
          log.error({ err: error }, 'sign-in purge failed; retrying at the next run');
        },
      )
      .finally(() => {
        running = undefined;
      });
  const run = () => (running ??= purge());
  const stop = clock.every(everySeconds * 1000, run);
  return {
    close: async () => {
      stop();
      await running;
    },
  };
}
