/**
 * Exact decimal arithmetic for display values: a number like 65000.12 or '0.025' becomes an integer
 * coefficient and a power-of-ten scale, so multiplying by sats never goes through binary floating point.
 */
export interface Decimal {
  /** value = coefficient / 10^scale */
  readonly coefficient: bigint;
  readonly scale: number;
}

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?$/;

/** Reads plain decimal notation ('-12.5', '0.025'); exponents, blanks and anything else give undefined. */
export function parseDecimal(text: string): Decimal | undefined {
  const match = decimalPattern.exec(text);
  if (match === null) return undefined;
  const [, sign = '', whole = '', fraction = ''] = match;
  return { coefficient: BigInt(`${sign}${whole}${fraction}`), scale: fraction.length };
}

/**
 * A JS number as the decimal it prints as (its shortest round-trip form, so 0.1 is exactly 0.1).
 * Numbers that print with an exponent (below 1e-6 or from 1e21) or are not finite give undefined.
 */
export function decimalFromNumber(value: number): Decimal | undefined {
  return Number.isFinite(value) ? parseDecimal(String(value)) : undefined;
}

/** numerator / denominator rounded to the nearest integer, halves away from zero; denominator > 0. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

/** An integer count of hundredths as text with exactly two decimals: 1234n -> '12.34', -5n -> '-0.05'. */
export function formatHundredths(hundredths: bigint): string {
  const sign = hundredths < 0n ? '-' : '';
  const magnitude = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}
