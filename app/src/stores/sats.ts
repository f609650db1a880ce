/** Money in the stores is integer sats; a BTC float (say 0.0001) arriving here is a bug upstream, so it throws. */
export function assertSats(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole sats, got ${value}`);
}
