const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const exact = new Intl.NumberFormat('en-US');

/** A count for a small space: exact up to 9,999, then compact (12.3K, 4.5M) so tabs keep their width. */
export function formatCount(count: number): string {
  return Math.abs(count) < 10_000 ? exact.format(count) : compact.format(count);
}
