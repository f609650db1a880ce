export interface BackoffPolicy {
  /** The first retry waits around this long; each further retry doubles it. */
  readonly baseDelayMs: number;
  /** No wait exceeds this, Retry-After included, so one request cannot hang a caller for minutes. */
  readonly maxDelayMs: number;
}

export const defaultBackoff: BackoffPolicy = { baseDelayMs: 500, maxDelayMs: 15_000 };

/**
 * The wait before retry number `retry` (1 for the first retry): exponential, with "equal jitter" (half
 * fixed, half random) so that many clients rejected together do not come back in lockstep.
 */
export function backoffDelay(retry: number, policy: BackoffPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Retry-After in milliseconds: either delta-seconds ("120") or an HTTP date (RFC 9110 §10.2.3); undefined
 * when absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const text = header.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}
