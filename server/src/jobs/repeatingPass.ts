import type { Logger } from 'pino';

export interface RepeatingPass {
  /** Runs `step` now, after any pass in progress (passes never overlap). */
  run<Result>(step: () => Promise<Result>): Promise<Result>;
  close(): Promise<void>;
}

/**
 * Runs `pass` at once and then every `intervalMs` after the previous one ended (never when 0: tests call it
 * directly). A failed pass is logged and tried again on the next one.
 */
export function startRepeatingPass(
  pass: () => Promise<void>,
  intervalMs: number,
  log: Logger,
  what: string,
): RepeatingPass {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closed = false;

  const run = <Result>(step: () => Promise<Result>): Promise<Result> => {
    const next = running.then(step, step);
    running = next.catch(() => undefined);
    return next;
  };
  const scheduled = () => {
    void run(pass)
      .catch((error: unknown) => {
        log.warn({ err: error }, `${what} pass failed; retrying on the next pass`);
      })
      .finally(() => {
        if (!closed) timer = setTimeout(scheduled, intervalMs);
      });
  };
  if (intervalMs > 0) scheduled();
  return {
    run,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
