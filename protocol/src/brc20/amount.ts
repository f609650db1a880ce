/** BRC-20 amounts are bigint scaled by 10^18, whatever the tick's decimals: every tick compares on one scale. */
export const BRC20_SCALE_DECIMALS = 18;
export const BRC20_SCALE = 10n ** 18n;

/** The major indexers bound every amount by uint64 in whole units: (2^64 - 1) * 10^18 once scaled. */
export const BRC20_MAX_AMOUNT = (2n ** 64n - 1n) * BRC20_SCALE;

export type Brc20AmountRejection = 'not-a-numeric-string' | 'too-many-decimals' | 'amount-too-large';

export type Brc20AmountParse =
  | { readonly ok: true; readonly value: bigint; readonly fractionDigits: number }
  | { readonly ok: false; readonly reason: Brc20AmountRejection };

// Digits, then at most one '.' with digits on both sides: no sign, no spaces, no exponent, no bare '.'.
const numericString = /^(\d+)(?:\.(\d+))?$/;

/**
 * Reads a BRC-20 numeric string with at most `decimals` fraction digits into the 10^18 scale.
 * `fractionDigits` is the count as written ("1.10" has 2): a mint's amount is judged against the tick's
 * decimals only once the ledger knows the tick.
 */
export function parseBrc20Amount(text: unknown, decimals: number): Brc20AmountParse {
  if (typeof text !== 'string') return { ok: false, reason: 'not-a-numeric-string' };
  const match = numericString.exec(text);
  const whole = match?.[1];
  if (whole === undefined) return { ok: false, reason: 'not-a-numeric-string' };
  const fraction = match?.[2] ?? '';
  if (fraction.length > decimals) return { ok: false, reason: 'too-many-decimals' };
  const value = BigInt(whole) * BRC20_SCALE + BigInt(fraction.padEnd(BRC20_SCALE_DECIMALS, '0'));
  if (value > BRC20_MAX_AMOUNT) return { ok: false, reason: 'amount-too-large' };
  return { ok: true, value, fractionDigits: fraction.length };
}
