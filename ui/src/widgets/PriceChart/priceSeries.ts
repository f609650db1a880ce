import { satsPerBtc, toSats, type Sats } from '../../primitives/Amount/formatAmount';

/** One price at one moment; `time` in milliseconds since the epoch, as `Date.now()` gives it. */
export interface PricePoint {
  time: number;
  value: Sats;
}

export type PriceUnit = 'btc' | 'sats';

/** Plottable columns: times in seconds (the chart's clock) and values in the chosen unit. */
export interface PriceColumns {
  times: number[];
  values: number[];
  /** The exact amounts, in the same order, for the tooltip. */
  sats: bigint[];
}

export interface PriceSummary {
  first: bigint;
  last: bigint;
  low: bigint;
  high: bigint;
  /** Change from the first to the last point in percent; null when the first price is zero. */
  change: number | null;
}

/** Points in time order as chart columns. Plotting may round; the exact sats stay beside it. */
export function priceColumns(points: readonly PricePoint[], unit: PriceUnit): PriceColumns {
  const sorted = [...points].sort((a, b) => a.time - b.time);
  const sats = sorted.map((point) => toSats(point.value));
  return {
    times: sorted.map((point) => point.time / 1000),
    values: sats.map((value) => (unit === 'btc' ? Number(value) / Number(satsPerBtc) : Number(value))),
    sats,
  };
}

/** First, last, low, high and change over the points, or null when there are none. */
export function priceSummary(points: readonly PricePoint[]): PriceSummary | null {
  const { sats } = priceColumns(points, 'sats');
  const first = sats[0];
  const last = sats.at(-1);
  if (first === undefined || last === undefined) return null;
  const low = sats.reduce((min, value) => (value < min ? value : min), first);
  const high = sats.reduce((max, value) => (value > max ? value : max), first);
  // Basis points in bigint keep huge prices exact; a float only for the final two-decimal percent.
  const change = first === 0n ? null : Number(((last - first) * 1_000_000n) / first) / 10_000;
  return { first, last, low, high, change };
}

const day = 24 * 60 * 60;

/** Clock time for spans up to two days, the date beyond. */
export function timeLabelFormat(spanSeconds: number): Intl.DateTimeFormatOptions {
  return spanSeconds <= 2 * day
    ? { hour: '2-digit', minute: '2-digit', hour12: false }
    : { month: 'short', day: 'numeric' };
}
