/**
 * A ratio as the market writes percents: two decimals, truncated toward zero, a minus sign when negative
 * ("12.50", "-3.07", "0.00"). Integer arithmetic, so a share of a supply of 21 million tokens scaled by
 * 10^18 is as exact as a price change.
 */
export function percentText(part: bigint, whole: bigint): string {
  const hundredths = (part * 10_000n) / whole;
  const size = hundredths < 0n ? -hundredths : hundredths;
  return `${hundredths < 0n ? '-' : ''}${size / 100n}.${(size % 100n).toString().padStart(2, '0')}`;
}
