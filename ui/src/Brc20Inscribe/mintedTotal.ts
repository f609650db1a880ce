import { groupDigits } from '../Amount/formatAmount';

const decimalAmount = /^(\d+)(?:\.(\d+))?$/;

/**
 * What `repeat` mints of `amount` add up to, exactly, with grouped digits ('1,500.5'); null while the
 * amount is not a plain decimal or the repeat count is missing.
 */
export function mintedTotal(amount: string, repeat: number | null): string | null {
  const parts = decimalAmount.exec(amount.trim());
  if (!parts || repeat === null || !Number.isSafeInteger(repeat) || repeat < 1) return null;
  const [, whole = '', fraction = ''] = parts;
  const scale = 10n ** BigInt(fraction.length);
  const total = BigInt(whole + fraction) * BigInt(repeat);
  const rest = (total % scale).toString().padStart(fraction.length, '0').replace(/0+$/, '');
  return rest === '' ? groupDigits(total / scale) : `${groupDigits(total / scale)}.${rest}`;
}
