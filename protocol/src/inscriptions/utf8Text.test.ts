import { describe, expect, it } from 'vitest';
import { utf8Text } from './utf8Text';

describe('utf8Text', () => {
  it('decodes valid UTF-8, a leading BOM kept', () => {
    expect(utf8Text(new TextEncoder().encode('héllo ₿'))).toBe('héllo ₿');
    expect(utf8Text(new Uint8Array())).toBe('');
    expect(utf8Text(new Uint8Array([0xef, 0xbb, 0xbf, 0x61]))).toBe('\ufeffa');
  });

  it.each([[[0xff]], [[0xc3]], [[0xed, 0xa0, 0x80]], [[0xc0, 0x80]]])('gives null for invalid bytes %o', (value) => {
    expect(utf8Text(new Uint8Array(value))).toBeNull();
  });
});
