import { groupDigits } from '@ordmarket/ui';

/**
 * A token amount as the server writes it ('11000', '0.5') in the tick's smallest unit, so mint progress is
 * reckoned on whole numbers; null when the text is not a plain decimal amount.
 */
export function tokenUnits(amount: string, decimals: number): bigint | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return BigInt(whole + fraction.padEnd(decimals, '0'));
}

/**
 * The whole tokens of an amount as the server writes it ('1000.5' is 1000), for figures counted in tokens; null when
 * the text is not a plain decimal amount.
 */
export function wholeTokens(amount: string, decimals: number): bigint | null {
  const units = tokenUnits(amount, decimals);
  return units === null ? null : units / 10n ** BigInt(decimals);
}

/** A token amount as the server writes it, for reading: the whole part grouped, the decimals as written ('1,000.5'). */
export function groupedTokenAmount(amount: string): string {
  const [, whole, fraction = ''] = /^(\d+)(\.\d+)?$/.exec(amount) ?? [];
  return whole === undefined ? amount : `${groupDigits(BigInt(whole))}${fraction}`;
}
