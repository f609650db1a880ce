import { describe, expect, it } from 'vitest';
import { bytesToHex, concatBytes, equalBytes, hexToBytes } from './bytes';

describe('the hex codec', () => {
  it('writes lower-case hex and reads either case back', () => {
    expect(bytesToHex(Uint8Array.of(0x00, 0x0f, 0xab, 0xff))).toBe('000fabff');
    expect(hexToBytes('000FabfF')).toEqual(Uint8Array.of(0x00, 0x0f, 0xab, 0xff));
    expect(hexToBytes('')).toEqual(new Uint8Array());
  });

  it('refuses text that is not whole bytes of hex rather than decoding something else', () => {
    for (const text of ['abc', 'zz', '0x00', 'ab cd', ' abcd']) expect(() => hexToBytes(text), text).toThrow();
  });
});

describe('concatBytes', () => {
  it('joins byte strings end to end', () => {
    expect(concatBytes([Uint8Array.of(1), new Uint8Array(), Uint8Array.of(2, 3)])).toEqual(Uint8Array.of(1, 2, 3));
    expect(concatBytes([])).toEqual(new Uint8Array());
  });

  it('joins more parts than a call can take arguments (a body of one-byte pushes)', () => {
    expect(concatBytes(Array.from({ length: 300_000 }, () => Uint8Array.of(7))).length).toBe(300_000);
  });
});

describe('equalBytes', () => {
  it('compares length and every byte', () => {
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2))).toBe(true);
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 3))).toBe(false);
    expect(equalBytes(Uint8Array.of(1, 2), Uint8Array.of(1, 2, 0))).toBe(false);
    expect(equalBytes(new Uint8Array(), new Uint8Array())).toBe(true);
  });
});
