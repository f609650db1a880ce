/** Seconds in a day, the unit the history is laid out in. */
export const daySeconds = 86_400;

/** How far back the market's history reaches. */
export const historyDays = 28;

/**
 * When each history block is mined: `slots` blocks spread evenly over the last `days` days, the last one an
 * hour ago, so the market's charts have weeks of shape and its newest events still read as "recent".
 */
export function historyClock(nowSeconds: number, days: number, slots: number): (slot: number) => number {
  const end = nowSeconds - 3600;
  const start = end - days * daySeconds;
  const step = Math.floor((end - start) / Math.max(1, slots - 1));
  return (slot) => Math.min(end, start + slot * step);
}

/** The price level of a collection `weeks` into its history, drifting by `trend` a week. */
export function driftedPrice(startSats: bigint, trend: number, weeks: number): bigint {
  return BigInt(Math.max(546, Math.round(Number(startSats) * Math.pow(1 + trend, weeks))));
}
