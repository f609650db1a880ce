import { describe, expect, it } from 'vitest';
import { isPositiveInteger, readPositiveInteger, stepPositiveInteger } from './positiveInteger';

describe('isPositiveInteger', () => {
  it('accepts whole numbers from 1 without a leading zero', () => {
    expect(['1', '9', '10', '12345'].map(isPositiveInteger)).toEqual([true, true, true, true]);
  });

  it('rejects zero, leading zeros, signs, decimals and the empty string', () => {
    expect(['0', '01', '-1', '+1', '1.5', '1e3', '', ' 1'].map(isPositiveInteger)).toEqual(
      Array<boolean>(8).fill(false),
    );
  });
});

describe('readPositiveInteger', () => {
  it('reads digits as the count', () => {
    expect(readPositiveInteger('12', null)).toBe(12);
    expect(readPositiveInteger('7', 3)).toBe(7);
  });

  it('leaves the field empty for a lone zero or when everything is deleted', () => {
    expect(readPositiveInteger('0', null)).toBeNull();
    expect(readPositiveInteger('000', 5)).toBeNull();
    expect(readPositiveInteger('', 5)).toBeNull();
  });

  it('drops leading zeros', () => {
    expect(readPositiveInteger('012', 12)).toBe(12);
    expect(readPositiveInteger('007', null)).toBe(7);
  });

  it('rejects an edit with anything but digits, keeping the previous count', () => {
    expect(readPositiveInteger('1.', 1)).toBe(1);
    expect(readPositiveInteger('-3', null)).toBeNull();
    expect(readPositiveInteger('12a', 12)).toBe(12);
    expect(readPositiveInteger('1e3', 1)).toBe(1);
  });

  it('ignores surrounding spaces of a paste', () => {
    expect(readPositiveInteger(' 25 ', null)).toBe(25);
  });

  it('reads full-width digits from Chinese input methods', () => {
    expect(readPositiveInteger('１２', null)).toBe(12);
  });

  it('caps the count at max', () => {
    expect(readPositiveInteger('15', 1, 9)).toBe(9);
    expect(readPositiveInteger('9', 1, 9)).toBe(9);
  });

  it('never goes past the safe integer range', () => {
    expect(readPositiveInteger('99999999999999999999', null)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('treats a max below 1 as 1, since no count is smaller', () => {
    expect(readPositiveInteger('4', null, 0)).toBe(1);
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
