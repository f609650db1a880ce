/**
 * The stored wallet comes back on page load (spec §4) only once the market has said which network it runs. A Buy
 * or Pay pressed before then would find no wallet and ask the trader to connect the one the page is about to
 * restore; connecting waits for the restore instead.
 */
let inFlight: Promise<void> | undefined;

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
