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
 * What a trader's edit of a count field means: a count (capped at `max`), an empty field, text the spec's integer
 * rule refuses and the field says why ('0', or a leading zero as in '01'), or an edit to ignore (anything but
 * digits: the field keeps what it had).
 */
export type CountEdit =
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'zero' }
  | { readonly kind: 'leadingZero'; readonly suggestion: string }
  | { readonly kind: 'ignored' };

export function readCountEdit(text: string, max?: number): CountEdit {
  const digits = toAsciiDigits(text).trim();
  if (!/^\d*$/.test(digits)) return { kind: 'ignored' };
  if (digits === '') return { kind: 'empty' };
  const significant = digits.replace(/^0+/, '');
  if (significant === '') return { kind: 'zero' };
  if (significant !== digits) return { kind: 'leadingZero', suggestion: significant };
  return { kind: 'count', value: Math.min(Number(significant), ceilingOf(max)) };
}

/** One step up or down from `value`, kept within 1..max; an empty field steps to 1. */
export function stepPositiveInteger(value: number | null, direction: 1 | -1, max?: number): number {
  if (value === null) return 1;
  return Math.min(Math.max(value + direction, 1), ceilingOf(max));
}
