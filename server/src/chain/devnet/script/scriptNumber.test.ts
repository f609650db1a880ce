import { bytesToHex, hexToBytes } from '@ordmarket/protocol';
import { describe, expect, it } from 'vitest';
import { ChainRejection } from '../../ChainSource';
import { castToBool, decodeScriptNumber, encodeScriptNumber } from './scriptNumber';

// Errors, not strings: toThrow then compares the whole message, so the kind (its prefix) is asserted too.
const consensus = (message: string) => new ChainRejection(`mandatory-script-verify-flag-failed (${message})`);
const policy = (message: string) => new ChainRejection(`non-mandatory-script-verify-flag (${message})`);

/** Minimal encodings, as Core's CScriptNum serializes them: each decodes back to its value. */
const minimalNumbers: ReadonlyArray<{ readonly value: bigint; readonly hex: string }> = [
  { value: 0n, hex: '' },
  { value: 1n, hex: '01' },
  { value: -1n, hex: '81' },
  { value: 16n, hex: '10' },
  { value: 127n, hex: '7f' },
  { value: -127n, hex: 'ff' },
  // 128 sets the top bit, which is the sign, so a zero byte follows to keep it positive.
  { value: 128n, hex: '8000' },
  { value: -128n, hex: '8080' },
  { value: 255n, hex: 'ff00' },
  { value: -255n, hex: 'ff80' },
  { value: 256n, hex: '0001' },
  { value: 32767n, hex: 'ff7f' },
  { value: 32768n, hex: '008000' },
  { value: -32768n, hex: '008080' },
  { value: 2n ** 31n - 1n, hex: 'ffffff7f' },
  { value: -(2n ** 31n - 1n), hex: 'ffffffff' },
];

describe('encodeScriptNumber and decodeScriptNumber', () => {
  it.each(minimalNumbers)('encodes $value as "$hex" and decodes it back', ({ value, hex }) => {
    expect(bytesToHex(encodeScriptNumber(value))).toBe(hex);
    expect(decodeScriptNumber(hexToBytes(hex))).toBe(value);
  });

  // Results may outgrow operands: OP_CHECKSIGADD can count past 2^31 - 1, though no opcode reads the result back.
  it.each([
    { value: 2n ** 31n, hex: '0000008000' },
    { value: -(2n ** 31n), hex: '0000008080' },
    { value: 2n ** 32n - 1n, hex: 'ffffffff00' },
  ])('encodes $value in five bytes, past what an operand may hold', ({ value, hex }) => {
    expect(bytesToHex(encodeScriptNumber(value))).toBe(hex);
    expect(() => decodeScriptNumber(hexToBytes(hex))).toThrow(consensus('Script number overflow'));
  });

  it.each([
    // Negative zero, alone and padded.
    { hex: '80' },
    { hex: '0080' },
    // Zero written with a byte.
    { hex: '00' },
    { hex: '0000' },
    // 1 and -1 with a padding byte carrying only the sign.
    { hex: '0100' },
    { hex: '0180' },
    { hex: '7f0000' },
    { hex: 'ffff7f00' },
  ])('refuses the non-minimal operand "$hex" as Core does under MINIMALDATA', ({ hex }) => {
    expect(() => decodeScriptNumber(hexToBytes(hex))).toThrow(policy('Non-minimally encoded script number'));
  });

  it('checks the 4-byte bound before minimality, as consensus outranks relay policy', () => {
    expect(() => decodeScriptNumber(hexToBytes('0000000000'))).toThrow(consensus('Script number overflow'));
  });
});

describe('castToBool', () => {
  it.each([
    { hex: '', truth: false },
    { hex: '00', truth: false },
    { hex: '0000', truth: false },
    // Negative zero is false however it is padded.
    { hex: '80', truth: false },
    { hex: '0080', truth: false },
    { hex: '000080', truth: false },
    { hex: '01', truth: true },
    { hex: '81', truth: true },
    { hex: '0001', truth: true },
    // The sign bit counts as a value bit anywhere but in the last byte.
    { hex: '8000', truth: true },
    { hex: '8080', truth: true },
    { hex: '0180', truth: true },
  ])('reads "$hex" as $truth', ({ hex, truth }) => {
    expect(castToBool(hexToBytes(hex))).toBe(truth);
  });
});
