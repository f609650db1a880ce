/**
 * How a refusal of one more open sign-in says when to come back: when the caller's first open one ends, in whole
 * seconds rounded up (at least 1), e.g. 'try again in 12 seconds'.
 */
export function tryAgainIn(firstEnd: Date, now: Date): string {
  const wait = Math.max(1, Math.ceil((firstEnd.getTime() - now.getTime()) / 1000));
  return `try again in ${wait} second${wait === 1 ? '' : 's'}`;
}
