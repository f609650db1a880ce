/**
 * The stored wallet comes back on page load (spec §4) only once the market has said which network it runs. A Buy
 * or Pay pressed before then would find no wallet and ask the trader to connect the one the page is about to
 * restore; connecting waits for the restore instead.
 */
let inFlight: Promise<void> | undefined;
/** The restore the page's start expects, until the wallet's code (its own chunk) takes it over. */
let expected: (() => void) | undefined;

/** Marks a restore begun; the returned function settles it (calling it again does nothing). */
export function beginWalletRestore(): () => void {
  let settle: () => void = () => undefined;
  const restore = new Promise<void>((resolve) => {
    settle = resolve;
  });
  inFlight = restore;
  return () => {
    settle();
    if (inFlight === restore) inFlight = undefined;
  };
}

/**
 * Marks the stored wallet's restore begun as the page starts, before the wallet's code has loaded: a page the server
 * rendered is on screen and answering presses by then, and a Buy pressed then must wait for the restore too.
 */
export function expectWalletRestore(): void {
  expected ??= beginWalletRestore();
}

/** The restore the page's start marked, for the wallet's code to settle (once); else a new one. */
export function takeWalletRestore(): () => void {
  const taken = expected ?? beginWalletRestore();
  expected = undefined;
  return taken;
}

/**
 * Resolves once no restore is in flight, or after `limitMs`: a market that never answers must not leave the trader
 * without the connect dialog.
 */
export async function walletRestoreSettled(limitMs: number): Promise<void> {
  if (inFlight === undefined) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
  });
  try {
    await Promise.race([inFlight, limit]);
  } finally {
    clearTimeout(timer);
  }
}
