import { formatTokenUnits, tokenUnits } from '../blindBox/shared/tokenAmount';

/**
 * What `repeat` mints of `amount` add up to, exactly, with grouped digits ('1,500.5'); null while the amount is not
 * one (protocol's amount grammar) or the repeat count is missing.
 */
export function mintedTotal(amount: string, repeat: number | null): string | null {
  const units = tokenUnits(amount);
  if (units === null || repeat === null || !Number.isSafeInteger(repeat) || repeat < 1) return null;
  return formatTokenUnits(units * BigInt(repeat));
}
