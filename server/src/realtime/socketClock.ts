/** Time as the websocket layer sees it; tests pass a manual one and fire the heartbeats and cut-offs themselves. */
export interface SocketClock {
  /** Calls `run` every `ms` until the answered stop is called. */
  every(ms: number, run: () => void): () => void;
  /** Calls `run` once after `ms` unless the answered cancel is called first. */
  after(ms: number, run: () => void): () => void;
}

export const systemSocketClock: SocketClock = {
  every: (ms, run) => {
    const timer = setInterval(run, ms);
    // The heartbeat never keeps the process alive.
    timer.unref();
    return () => {
      clearInterval(timer);
    };
  },
  after: (ms, run) => {
    const timer = setTimeout(run, ms);
    return () => {
      clearTimeout(timer);
    };
  },
};
