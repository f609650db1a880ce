import { describe, expect, it } from 'vitest';
import { readCountEdit, stepPositiveInteger } from './positiveInteger';

describe('readCountEdit', () => {
  const count = (value: number) => ({ kind: 'count', value });

  it('reads digits as the count', () => {
    expect(readCountEdit('12')).toEqual(count(12));
    expect(readCountEdit('7')).toEqual(count(7));
  });

  it('is empty when everything is deleted', () => {
    expect(readCountEdit('')).toEqual({ kind: 'empty' });
  });

  it("refuses a zero and a leading zero (the spec's integer rule), naming the count meant", () => {
    const refused = (problem: string, suggestion?: string) => ({
      kind: 'refused',
      reading: { ok: false, problem, ...(suggestion === undefined ? {} : { suggestion }) },
    });
    expect(readCountEdit('0')).toEqual(refused('zero'));
    expect(readCountEdit('000')).toEqual(refused('zero'));
    expect(readCountEdit('01')).toEqual(refused('leadingZero', '1'));
    expect(readCountEdit('007')).toEqual(refused('leadingZero', '7'));
  });

  it('ignores an edit with anything but digits', () => {
    for (const text of ['1.', '-3', '12a', '1e3']) expect(readCountEdit(text)).toEqual({ kind: 'ignored' });
  });

  it('ignores surrounding spaces of a paste', () => {
    expect(readCountEdit(' 25 ')).toEqual(count(25));
  });

  it('reads full-width digits from Chinese input methods', () => {
    expect(readCountEdit('１２')).toEqual(count(12));
  });

  it('caps the count at max', () => {
    expect(readCountEdit('15', 9)).toEqual(count(9));
    expect(readCountEdit('9', 9)).toEqual(count(9));
  });

  it('never goes past the safe integer range', () => {
    expect(readCountEdit('99999999999999999999')).toEqual(count(Number.MAX_SAFE_INTEGER));
  });

  it('treats a max below 1 as 1, since no count is smaller', () => {
    expect(readCountEdit('4', 0)).toEqual(count(1));
  });
});

describe('stepPositiveInteger', () => {
  it('steps by one', () => {
    expect(stepPositiveInteger(4, 1)).toBe(5);
    expect(stepPositiveInteger(4, -1)).toBe(3);
  });

  it('stops at 1 and at max', () => {
    expect(stepPositiveInteger(1, -1)).toBe(1);
    expect(stepPositiveInteger(9, 1, 9)).toBe(9);
    expect(stepPositiveInteger(12, -1, 9)).toBe(9);
  });

  it('starts an empty field at 1', () => {
    expect(stepPositiveInteger(null, 1)).toBe(1);
    expect(stepPositiveInteger(null, -1)).toBe(1);
  });
});
