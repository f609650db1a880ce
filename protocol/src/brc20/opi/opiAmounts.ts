import { parseBrc20Amount } from '../amount';

/** OPI's most decimals a tick may have, and the default when a deploy gives none. */
const maxDecimals = 18;

/**
 * A numeric string scaled by 10^18 with at most `decimals` fraction digits, as OPI's `get_amount_value` reads it,
 * or undefined. Amounts are strings only: a JSON number is not an amount.
 */
export function opiAmount(text: string | undefined, decimals: number, allowZero: boolean): bigint | undefined {
  if (text === undefined) return undefined;
  const parsed = parseBrc20Amount(text, decimals);
  if (!parsed.ok || (parsed.value === 0n && !allowZero)) return undefined;
  return parsed.value;
}

/** A deploy's `dec`: absent (or not a string) means 18; otherwise ASCII digits worth at most 18. */
export function opiDecimals(text: string | undefined): number | undefined {
  if (text === undefined) return maxDecimals;
  if (!/^[0-9]+$/.test(text)) return undefined;
  const decimals = BigInt(text);
  return decimals <= BigInt(maxDecimals) ? Number(decimals) : undefined;
}
