import { describe, expect, it } from 'vitest';
import { compactSize } from './compactSize';

describe('compactSize', () => {
  it('takes one byte below 0xfd, then a marker and 2 or 4 little-endian bytes', () => {
    expect(compactSize(0)).toEqual(Uint8Array.of(0));
    expect(compactSize(0xfc)).toEqual(Uint8Array.of(0xfc));
    expect(compactSize(0xfd)).toEqual(Uint8Array.of(0xfd, 0xfd, 0x00));
    expect(compactSize(0xffff)).toEqual(Uint8Array.of(0xfd, 0xff, 0xff));
    expect(compactSize(0x10000)).toEqual(Uint8Array.of(0xfe, 0x00, 0x00, 0x01, 0x00));
    expect(compactSize(0xffffffff)).toEqual(Uint8Array.of(0xfe, 0xff, 0xff, 0xff, 0xff));
  });
});
