/**
 * Calls `done` after `ms` and returns what cancels it. The kit's timed behaviour (a toast's stay, a confirm
 * dialog's close) runs on one of these, so a story or test can pass one it runs by hand instead of waiting.
 */
export type Timer = (done: () => void, ms: number) => () => void;

export const wallClockTimer: Timer = (done, ms) => {
  const handle = setTimeout(done, ms);
  return () => clearTimeout(handle);
};
