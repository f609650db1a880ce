import type { ChainClock } from '../ChainHttp';

export interface ManualClock extends ChainClock {
  /** Every wait asked for, in order. */
  readonly sleeps: number[];
  advance(ms: number): void;
  /** Ends every attempt still waiting on its deadline, as if its time-out had passed. */
  expireTimeouts(): void;
}

/**
 * A clock that sleeps by moving its own time forward, recording each wait, so backoff tests run at once; an
 * attempt's time-out fires only when the test expires it.
 */
export function manualClock(start = 1_700_000_000_000): ManualClock {
  let time = start;
  const sleeps: number[] = [];
  const deadlines: AbortController[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: (ms) => {
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
    random: () => 0.5,
    timeout: () => {
      const deadline = new AbortController();
      deadlines.push(deadline);
      return deadline.signal;
    },
    advance: (ms) => {
      time += ms;
    },
    expireTimeouts: () => {
      for (const deadline of deadlines.splice(0))
        deadline.abort(new DOMException('The time-out passed.', 'TimeoutError'));
    },
  };
}
