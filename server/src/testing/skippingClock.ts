/**
 * Real time plus whatever the test skipped: an expiry shows as soon as the test skips past it, without waiting
 * for it. Never behind real time, so a job still on the system clock (the sign-in purge) never finds the records
 * older than they are. Test-only.
 */
export function skippingClock() {
  let skippedMs = 0;
  return {
    now: () => new Date(Date.now() + skippedMs),
    skip: (ms: number) => {
      skippedMs += ms;
    },
  };
}
