import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePointer, encodePointer } from './pointer';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('decodePointer', () => {
  it.each([
    [bytes(), 0n],
    [bytes(0), 0n],
    [bytes(1), 1n],
    [bytes(0, 1), 256n],
    [bytes(1, 0, 0, 0, 0, 0, 0, 0, 0, 0), 1n],
    [bytes(0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff), 2n ** 64n - 1n],
  ])('reads %o as %s, trailing zeros trimmed', (value, pointer) => {
    expect(decodePointer(value)).toBe(pointer);
  });

  it('refuses a value needing more than 8 bytes', () => {
    expect(decodePointer(bytes(0, 0, 0, 0, 0, 0, 0, 0, 1))).toBeNull();
  });
});

describe('encodePointer', () => {
  it('writes zero as the empty value and drops trailing zeros', () => {
    expect(encodePointer(0n)).toEqual(bytes());
    expect(encodePointer(256n)).toEqual(bytes(0, 1));
  });

  it('round-trips every 64-bit pointer', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), (pointer) => {
        expect(decodePointer(encodePointer(pointer))).toBe(pointer);
      }),
    );
  });
});
