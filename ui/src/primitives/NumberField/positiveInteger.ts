import { readCountText, typedAmountText, type AmountReading } from '@ordmarket/protocol/units';

function ceilingOf(max: number | undefined): number {
  return Math.max(1, Math.min(Math.floor(max ?? Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER));
}

/**
 * What a trader's edit of a count field means: a count (capped at `max`), an empty field, text the spec's integer
 * rule refuses and the field says why ('0', or a leading zero as in '01'), or an edit to ignore (anything but
 * digits: the field keeps what it had). Counts are read with protocol's one amount grammar (readCountText).
 */
export type CountEdit =
  | { readonly kind: 'count'; readonly value: number }
  | { readonly kind: 'empty' }
  | { readonly kind: 'refused'; readonly reading: AmountReading }
  | { readonly kind: 'ignored' };

export function readCountEdit(text: string, max?: number): CountEdit {
  const digits = typedAmountText(text);
  if (!/^\d*$/.test(digits)) return { kind: 'ignored' };
  const reading = readCountText(digits);
  if (reading.ok) return { kind: 'count', value: Math.min(Number(reading.units), ceilingOf(max)) };
  switch (reading.problem) {
    case 'empty':
      return { kind: 'empty' };
    case 'zero':
    case 'leadingZero':
      return { kind: 'refused', reading };
    default:
      // Only digits got here, so the one other reason is a count past the safe range: the most there is.
      return { kind: 'count', value: ceilingOf(max) };
  }
}

/** One step up or down from `value`, kept within 1..max; an empty field steps to 1. */
export function stepPositiveInteger(value: number | null, direction: 1 | -1, max?: number): number {
  if (value === null) return 1;
  return Math.min(Math.max(value + direction, 1), ceilingOf(max));
}
