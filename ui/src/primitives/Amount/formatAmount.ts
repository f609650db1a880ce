/** An amount of satoshis: a bigint, or a number that is a safe integer (fractions are rounded down). */
export type Sats = bigint | number;

export const satsPerBtc = 100_000_000n;

/** What a value that is not known shows as. */
export const noValue = '--';

const grouping = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signedPercent = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  signDisplay: 'exceptZero',
});

/**
 * Whole satoshis as a bigint. A fractional number (a fee rate times a size) is rounded down to whole sats;
 * a number past the safe integer range has already lost sats, so it is refused rather than shown wrong.
 */
export function toSats(value: Sats): bigint {
  if (typeof value === 'bigint') return value;
  const whole = Math.floor(value);
  if (!Number.isSafeInteger(whole)) throw new RangeError(`Not a safe number of sats: ${value}`);
  return BigInt(whole);
}

function magnitude(value: bigint): bigint {
  return value < 0n ? -value : value;
}

/** A grouped whole number: 1234567 -> '1,234,567'. */
export function groupDigits(value: bigint): string {
  return grouping.format(value);
}

/**
 * Bitcoin for display, with exactly 8 decimals and a grouped integer part: 2_100_000_000_000_000 sats ->
 * '21,000,000.00000000'. The grouping is for reading; text a user edits or a server parses goes ungrouped.
 */
export function formatBtc(sats: Sats): string {
  const value = toSats(sats);
  const size = magnitude(value);
  const whole = groupDigits(size / satsPerBtc);
  const fraction = (size % satsPerBtc).toString().padStart(8, '0');
  return `${value < 0n ? '-' : ''}${whole}.${fraction}`;
}

/** Grouped satoshis with their unit: 1234567 -> '1,234,567 sats'. */
export function formatSats(sats: Sats, unit = 'sats'): string {
  const value = toSats(sats);
  return `${value < 0n ? '-' : ''}${groupDigits(magnitude(value))} ${unit}`;
}

// The rate is a float from a price feed; kept to a millionth of a dollar it becomes an exact integer.
const rateScale = 1_000_000n;
const centsPerDollar = 100n;

function usdRate(usdPerBtc: number): bigint {
  if (!Number.isFinite(usdPerBtc) || usdPerBtc < 0) throw new RangeError(`Not a dollar rate: ${usdPerBtc}`);
  return BigInt(Math.round(usdPerBtc * Number(rateScale)));
}

/**
 * The value in dollars with cents, rounded half up: '$1,234.57'. A value that is not zero but under a
 * cent shows as '<$0.01' (or '>-$0.01'), so a small price never reads as free.
 */
export function formatUsd(sats: Sats, usdPerBtc: number): string {
  const value = toSats(sats);
  const sign = value < 0n ? '-' : '';
  const numerator = magnitude(value) * usdRate(usdPerBtc) * centsPerDollar;
  const denominator = satsPerBtc * rateScale;
  if (numerator > 0n && numerator < denominator) return value < 0n ? '>-$0.01' : '<$0.01';
  const cents = (numerator * 2n + denominator) / (denominator * 2n);
  const dollars = groupDigits(cents / centsPerDollar);
  const rest = (cents % centsPerDollar).toString().padStart(2, '0');
  return `${cents === 0n ? '' : sign}$${dollars}.${rest}`;
}

export interface PercentOptions {
  /** Changes carry a sign ('+1.50%', '-0.20%'); a share of a whole (mint progress) does not. */
  signed?: boolean;
}

/** A value already in percent, with 2 decimals: 12.3456 -> '+12.35%'. Zero has no sign. */
export function formatPercent(value: number, { signed = true }: PercentOptions = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a percentage: ${value}`);
  return `${(signed ? signedPercent : percent).format(value)}%`;
}
