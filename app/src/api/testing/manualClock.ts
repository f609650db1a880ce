import type { ClientClock } from '../clientClock';

/** A clock whose waits end at once, noting each, and whose time-outs run out when the test says. Test-only. */
export function manualClock() {
  const sleeps: number[] = [];
  const timeouts: number[] = [];
  const pending = new Set<AbortController>();
  const clock: ClientClock = {
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
    timeout: (ms) => {
      timeouts.push(ms);
      const controller = new AbortController();
      pending.add(controller);
      return controller.signal;
    },
  };
  return {
    clock,
    sleeps,
    timeouts,
    /** Runs out every time-out set so far, as AbortSignal.timeout does. */
    runOut: () => {
      for (const controller of pending) controller.abort(new DOMException('The operation timed out.', 'TimeoutError'));
      pending.clear();
    },
  };
}
