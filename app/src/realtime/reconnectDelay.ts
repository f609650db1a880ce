/** The first retry comes after a second; each failure doubles the wait, up to half a minute. */
export const firstReconnectDelayMs = 1_000;
export const maxReconnectDelayMs = 30_000;

/** How long to wait before reconnect attempt `attempt` (1 for the first retry after a drop). */
export function reconnectDelayMs(attempt: number): number {
  const doublings = Math.max(0, Math.min(attempt - 1, 10));
  return Math.min(firstReconnectDelayMs * 2 ** doublings, maxReconnectDelayMs);
}
