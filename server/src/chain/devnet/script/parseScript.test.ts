import { bitcoin, bytesToHex, hexToBytes } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { isMinimalPush, isOpSuccess, parseScript } from './parseScript';

const { opcodes } = bitcoin;

/** An instruction as hex, so vectors read as the script bytes they come from. */
const read = (hex: string) =>
  parseScript(hexToBytes(hex))?.map(({ opcode, push }) => ({
    opcode,
    push: push === undefined ? undefined : bytesToHex(push),
  }));

describe('parseScript', () => {
  it.each([
    { name: 'an empty script', hex: '', instructions: [] },
    {
      name: 'opcodes that push nothing',
      hex: 'ac6368',
      instructions: [
        { opcode: opcodes.OP_CHECKSIG, push: undefined },
        { opcode: opcodes.OP_IF, push: undefined },
        { opcode: opcodes.OP_ENDIF, push: undefined },
      ],
    },
    // OP_0 is a push of nothing, not an opcode acting on the stack.
    { name: 'OP_0', hex: '00', instructions: [{ opcode: opcodes.OP_0, push: '' }] },
    { name: 'a 1-byte direct push', hex: '01ab', instructions: [{ opcode: 1, push: 'ab' }] },
    {
      name: 'a 75-byte direct push',
      hex: `4b${'cd'.repeat(75)}`,
      instructions: [{ opcode: 75, push: 'cd'.repeat(75) }],
    },
    {
      name: 'OP_PUSHDATA1 with its 1-byte length',
      hex: '4c03aabbcc',
      instructions: [{ opcode: opcodes.OP_PUSHDATA1, push: 'aabbcc' }],
    },
    {
      name: 'OP_PUSHDATA2 with its little-endian 2-byte length',
      hex: `4d0201${'ee'.repeat(258)}`,
      instructions: [{ opcode: opcodes.OP_PUSHDATA2, push: 'ee'.repeat(258) }],
    },
    {
      name: 'OP_PUSHDATA4 with its little-endian 4-byte length',
      hex: '4e02000000ffee',
      instructions: [{ opcode: opcodes.OP_PUSHDATA4, push: 'ffee' }],
    },
    {
      name: 'a push of nothing by OP_PUSHDATA1',
      hex: '4c00',
      instructions: [{ opcode: opcodes.OP_PUSHDATA1, push: '' }],
    },
    {
      name: 'a push running exactly to the end, then nothing more',
      hex: '5102abcd',
      instructions: [
        { opcode: opcodes.OP_1, push: undefined },
        { opcode: 2, push: 'abcd' },
      ],
    },
    {
      name: 'a push whose bytes look like opcodes',
      hex: '03ac636875',
      instructions: [
        { opcode: 3, push: 'ac6368' },
        { opcode: opcodes.OP_DROP, push: undefined },
      ],
    },
  ])('reads $name', ({ hex, instructions }) => {
    expect(read(hex)).toEqual(instructions);
  });

  // Core's BAD_OPCODE: a push that runs past the end of the script.
  it.each([
    { name: 'a direct push one byte short', hex: '02ab' },
    { name: 'a direct push with no bytes at all', hex: '514b' },
    { name: 'OP_PUSHDATA1 without its length', hex: '4c' },
    { name: 'OP_PUSHDATA1 one byte short', hex: '4c02ab' },
    { name: 'OP_PUSHDATA2 with half its length', hex: '4d01' },
    { name: 'OP_PUSHDATA2 one byte short', hex: `4d0001${'ab'.repeat(255)}` },
    { name: 'OP_PUSHDATA4 with three bytes of its length', hex: '4e010000' },
    { name: 'OP_PUSHDATA4 claiming 4 GiB', hex: '4effffffffab' },
  ])('finds no instructions in $name', ({ hex }) => {
    expect(parseScript(hexToBytes(hex))).toBeUndefined();
  });

  it('reads a script that is a view into a larger buffer from its own first byte', () => {
    // verifyTaproot hands over witness elements, which are views into the transaction's bytes.
    const buffer = hexToBytes('ffff4d0300aabbccffff');
    expect(parseScript(buffer.subarray(2, 8))).toEqual([{ opcode: opcodes.OP_PUSHDATA2, push: hexToBytes('aabbcc') }]);
  });
});

describe('isMinimalPush', () => {
  const bytes = (length: number, fill = 0xab) => new Uint8Array(length).fill(fill);
  it.each([
    { name: 'nothing by OP_0', opcode: opcodes.OP_0, push: bytes(0), minimal: true },
    { name: 'nothing by OP_PUSHDATA1', opcode: opcodes.OP_PUSHDATA1, push: bytes(0), minimal: false },
    // One byte from 1 to 16, or 0x81, has its own opcode (OP_1..OP_16, OP_1NEGATE).
    { name: '0x01 by a direct push', opcode: 1, push: bytes(1, 0x01), minimal: false },
    { name: '0x10 by a direct push', opcode: 1, push: bytes(1, 0x10), minimal: false },
    { name: '0x81 by a direct push', opcode: 1, push: bytes(1, 0x81), minimal: false },
    { name: '0x00 by a direct push', opcode: 1, push: bytes(1, 0x00), minimal: true },
    { name: '0x11 by a direct push', opcode: 1, push: bytes(1, 0x11), minimal: true },
    { name: '0x80 by a direct push', opcode: 1, push: bytes(1, 0x80), minimal: true },
    { name: '0x11 by OP_PUSHDATA1', opcode: opcodes.OP_PUSHDATA1, push: bytes(1, 0x11), minimal: false },
    { name: '75 bytes by a direct push', opcode: 75, push: bytes(75), minimal: true },
    { name: '75 bytes by OP_PUSHDATA1', opcode: opcodes.OP_PUSHDATA1, push: bytes(75), minimal: false },
    { name: '76 bytes by OP_PUSHDATA1', opcode: opcodes.OP_PUSHDATA1, push: bytes(76), minimal: true },
    { name: '255 bytes by OP_PUSHDATA1', opcode: opcodes.OP_PUSHDATA1, push: bytes(255), minimal: true },
    { name: '255 bytes by OP_PUSHDATA2', opcode: opcodes.OP_PUSHDATA2, push: bytes(255), minimal: false },
    { name: '256 bytes by OP_PUSHDATA2', opcode: opcodes.OP_PUSHDATA2, push: bytes(256), minimal: true },
    { name: '520 bytes by OP_PUSHDATA2', opcode: opcodes.OP_PUSHDATA2, push: bytes(520), minimal: true },
    { name: '520 bytes by OP_PUSHDATA4', opcode: opcodes.OP_PUSHDATA4, push: bytes(520), minimal: false },
    // Only beyond 65535 bytes is OP_PUSHDATA4 the shortest, far past what a push may hold.
    { name: '65536 bytes by OP_PUSHDATA4', opcode: opcodes.OP_PUSHDATA4, push: bytes(65_536), minimal: true },
  ])('judges $name minimal: $minimal', ({ opcode, push, minimal }) => {
    expect(isMinimalPush(opcode, push)).toBe(minimal);
  });
});

describe('isOpSuccess', () => {
  // BIP342, "Specification": the opcodes 80, 98, 126-129, 131-134, 137-138, 141-142, 149-153 and 187-254.
  const ranges: ReadonlyArray<readonly [number, number]> = [
    [80, 80],
    [98, 98],
    [126, 129],
    [131, 134],
    [137, 138],
    [141, 142],
    [149, 153],
    [187, 254],
  ];
  const opSuccess = new Set(
    ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, at) => first + at)),
  );

  it('classes exactly those 87 opcodes as OP_SUCCESSx', () => {
    const allOpcodes = Array.from({ length: 256 }, (_, opcode) => opcode);
    expect(allOpcodes.filter(isOpSuccess)).toEqual([...opSuccess]);
    expect(opSuccess.size).toBe(87);
  });

  it('names the disabled and reserved opcodes BIP342 turned into OP_SUCCESSx', () => {
    for (const opcode of [opcodes.OP_RESERVED, opcodes.OP_VER, opcodes.OP_CAT, opcodes.OP_MUL, opcodes.OP_RSHIFT]) {
      expect(isOpSuccess(opcode)).toBe(true);
    }
    // OP_VERIF and OP_VERNOTIF stay invalid rather than succeed; OP_INVALIDOPCODE (255) is just past the range.
    for (const opcode of [opcodes.OP_VERIF, opcodes.OP_VERNOTIF, opcodes.OP_INVALIDOPCODE, opcodes.OP_CHECKSIGADD]) {
      expect(isOpSuccess(opcode)).toBe(false);
    }
  });
});
