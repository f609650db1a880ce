/** Time as the API clients see it; tests pass a manual one whose waits end at once and whose time-outs they fire. */
export interface ClientClock {
  /** Resolves after `ms`. */
  sleep(ms: number): Promise<void>;
  /** A signal that aborts with a TimeoutError after `ms`. */
  timeout(ms: number): AbortSignal;
}

export const systemClock: ClientClock = {
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeout: (ms) => AbortSignal.timeout(ms),
};
