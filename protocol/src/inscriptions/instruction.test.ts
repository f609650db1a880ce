import { describe, expect, it } from 'vitest';
import { encodePush, readInstructions } from './instruction';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('readInstructions', () => {
  it('keeps one-byte pushes as pushes and OP_n as opcodes', () => {
    expect(readInstructions(bytes(0x01, 0x01, 0x51, 0x00))).toEqual([
      { push: bytes(1) },
      { op: 0x51 },
      { push: bytes() },
    ]);
  });

  it('reads every push opcode, non-minimal ones included', () => {
    expect(readInstructions(bytes(0x4c, 2, 7, 8, 0x4d, 1, 0, 9, 0x4e, 1, 0, 0, 0, 10, 0x4c, 0))).toEqual([
      { push: bytes(7, 8) },
      { push: bytes(9) },
      { push: bytes(10) },
      { push: bytes() },
    ]);
  });

  it('reads an empty script as no instructions', () => {
    expect(readInstructions(bytes())).toEqual([]);
  });

  it.each([
    ['a direct push', bytes(0x03, 1, 2)],
    ['a PUSHDATA1 length', bytes(0x4c)],
    ['a PUSHDATA1 body', bytes(0x4c, 2, 1)],
    ['a PUSHDATA2 length', bytes(0x4d, 1)],
    ['a PUSHDATA4 length', bytes(0x4e, 1, 0, 0)],
    ['a huge PUSHDATA4 body', bytes(0x4e, 0xff, 0xff, 0xff, 0xff, 1)],
  ])('gives null when %s runs past the end', (_, script) => {
    expect(readInstructions(script)).toBeNull();
  });
});

describe('encodePush', () => {
  it.each([0, 1, 75, 76, 255, 256, 520, 65535, 65536])('round-trips a %i-byte push with the shortest opcode', (n) => {
    const data = new Uint8Array(n).fill(1);
    const encoded = encodePush(data);
    expect(readInstructions(encoded)).toEqual([{ push: data }]);
    const prefix = n < 76 ? 1 : n <= 255 ? 2 : n <= 65535 ? 3 : 5;
    expect(encoded.length).toBe(prefix + n);
  });

  it('writes a one-byte value as a push, never as OP_n', () => {
    expect(encodePush(bytes(1))).toEqual(bytes(0x01, 0x01));
    expect(encodePush(bytes())).toEqual(bytes(0x00));
  });
});
