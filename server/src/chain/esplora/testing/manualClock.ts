import type { ChainClock } from '../ChainHttp';

/** A clock that sleeps by moving its own time forward, recording each wait, so backoff tests run at once. */
export function manualClock(start = 1_700_000_000_000): ChainClock & { sleeps: number[]; advance(ms: number): void } {
  let time = start;
  const sleeps: number[] = [];
  return {
    sleeps,
    now: () => time,
    sleep: (ms) => {
      sleeps.push(ms);
      time += ms;
      return Promise.resolve();
    },
    random: () => 0.5,
    advance: (ms) => {
      time += ms;
    },
  };
}
