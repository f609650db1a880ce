/** The spec's positive integer: no leading zero, at least 1. */
export const positiveIntegerPattern = /^[1-9]\d*$/;

export function isPositiveInteger(text: string): boolean {
  return positiveIntegerPattern.test(text);
}

// Chinese input methods type full-width digits (０-９); they mean the same count.
const fullWidthZero = 0xff10;

function toAsciiDigits(text: string): string {
  return text.replace(/[０-９]/g, (digit) => String(digit.charCodeAt(0) - fullWidthZero));
}

function ceilingOf(max: number | undefined): number {
  return Math.max(1, Math.min(Math.floor(max ?? Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER));
}

/**
 * What a trader's edit of a count field means. Anything but digits rejects the edit (the count stays
 * `previous`); leading zeros are dropped, so a lone 0 leaves the field empty (null); a count above `max`
 * becomes `max`.
 */
export function readPositiveInteger(text: string, previous: number | null, max?: number): number | null {
  const digits = toAsciiDigits(text).trim();
  if (!/^\d*$/.test(digits)) return previous;
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return null;
  return Math.min(Number(significant), ceilingOf(max));
}

/** One step up or down from `value`, kept within 1..max; an empty field steps to 1. */
export function stepPositiveInteger(value: number | null, direction: 1 | -1, max?: number): number {
  if (value === null) return 1;
  return Math.min(Math.max(value + direction, 1), ceilingOf(max));
}
