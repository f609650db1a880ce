import { describe, expect, it } from 'vitest';
import { envelopesIn } from './envelope';
import { concatBytes } from '../bytes';
import { OPS, envelope, script } from './testing/scriptPathSpend';

const empty = new Uint8Array();
const bytes = (...values: number[]) => new Uint8Array(values);
const enc = (text: string) => new TextEncoder().encode(text);

describe('envelopesIn', () => {
  it('reads the pushes between "ord" and OP_ENDIF', () => {
    expect(envelopesIn(envelope(bytes(1), 'text/plain', empty, 'hi'))).toEqual([
      { payload: [bytes(1), enc('text/plain'), empty, enc('hi')], pushnum: false, stutter: false },
    ]);
  });

  it('finds an envelope after a pubkey and OP_CHECKSIG', () => {
    const tapscript = concatBytes([script(new Uint8Array(32).fill(7), OPS.OP_CHECKSIG), envelope('a')]);
    expect(envelopesIn(tapscript)).toHaveLength(1);
  });

  it('reads an empty envelope', () => {
    expect(envelopesIn(envelope())).toEqual([{ payload: [], pushnum: false, stutter: false }]);
  });

  it('reads several envelopes in order', () => {
    const found = envelopesIn(concatBytes([envelope('a'), envelope('b'), envelope('c')]));
    expect(found.map(({ payload }) => payload)).toEqual([[enc('a')], [enc('b')], [enc('c')]]);
  });

  it.each([
    ['OP_TRUE instead of OP_FALSE', script(OPS.OP_1, OPS.OP_IF, 'ord', OPS.OP_ENDIF)],
    ['OP_NOTIF instead of OP_IF', script(empty, OPS.OP_NOTIF, 'ord', OPS.OP_ENDIF)],
    ['another protocol id', script(empty, OPS.OP_IF, 'orc', OPS.OP_ENDIF)],
    ['the protocol id as two pushes', script(empty, OPS.OP_IF, 'or', 'd', OPS.OP_ENDIF)],
    ['no OP_ENDIF', script(empty, OPS.OP_IF, 'ord', bytes(1), 'x')],
    ['a non-push opcode inside', script(empty, OPS.OP_IF, 'ord', OPS.OP_DROP, OPS.OP_ENDIF)],
    ['OP_ELSE inside', script(empty, OPS.OP_IF, 'ord', OPS.OP_ELSE, OPS.OP_ENDIF)],
    ['the opener split by an opcode', script(empty, OPS.OP_NOP, OPS.OP_IF, 'ord', OPS.OP_ENDIF)],
    ['only "ord"', script('ord')],
  ])('finds nothing with %s', (_, tapscript) => {
    expect(envelopesIn(tapscript)).toEqual([]);
  });

  it('finds nothing in a script that cannot be read to its end, even before the break', () => {
    expect(envelopesIn(concatBytes([envelope('a'), bytes(0x4c)]))).toEqual([]);
  });

  it('does not open an envelope at an OP_FALSE inside a failed attempt', () => {
    // The failed envelope swallows everything up to the OP_DROP, the inner opener included.
    const tapscript = script(empty, OPS.OP_IF, 'ord', empty, OPS.OP_IF, 'ord', OPS.OP_DROP, OPS.OP_ENDIF);
    expect(envelopesIn(tapscript)).toEqual([]);
  });

  it('finds an envelope after a failed one ends at a non-push opcode', () => {
    const tapscript = concatBytes([script(empty, OPS.OP_IF, 'ord', OPS.OP_DROP), envelope('b')]);
    expect(envelopesIn(tapscript)).toEqual([{ payload: [enc('b')], pushnum: false, stutter: false }]);
  });

  it('keeps pushnum values as pushes and flags them', () => {
    const tapscript = envelope(OPS.OP_1NEGATE, OPS.OP_1, OPS.OP_2, OPS.OP_16);
    expect(envelopesIn(tapscript)).toEqual([
      { payload: [bytes(0x81), bytes(1), bytes(2), bytes(16)], pushnum: true, stutter: false },
    ]);
  });

  it('does not flag a one-byte push as pushnum', () => {
    expect(envelopesIn(envelope(bytes(1), bytes(16)))[0]?.pushnum).toBe(false);
  });

  describe('stutter', () => {
    it('flags an envelope right after a lone OP_FALSE', () => {
      expect(envelopesIn(concatBytes([script(empty), envelope()]))[0]?.stutter).toBe(true);
    });

    it('flags an envelope right after OP_FALSE OP_IF', () => {
      expect(envelopesIn(concatBytes([script(empty, OPS.OP_IF), envelope()]))[0]?.stutter).toBe(true);
    });

    it('flags an envelope after several failed openers', () => {
      const tapscript = concatBytes([script(empty, OPS.OP_IF, empty, OPS.OP_IF), envelope()]);
      expect(envelopesIn(tapscript)).toEqual([{ payload: [], pushnum: false, stutter: true }]);
    });

    it('does not flag when something else comes between', () => {
      expect(envelopesIn(concatBytes([script(empty, OPS.OP_AND), envelope()]))[0]?.stutter).toBe(false);
      expect(envelopesIn(concatBytes([script(empty, OPS.OP_IF, 'orc'), envelope()]))[0]?.stutter).toBe(false);
    });

    it('is cleared by an envelope attempt that fails inside', () => {
      const tapscript = concatBytes([script(empty), envelope(OPS.OP_DROP), envelope()]);
      expect(envelopesIn(tapscript)).toEqual([{ payload: [], pushnum: false, stutter: false }]);
    });

    it('stays set for later envelopes until another opener fails', () => {
      const tapscript = concatBytes([
        script(empty),
        envelope('a'),
        envelope('b'),
        script(empty, OPS.OP_NOP),
        envelope('c'),
      ]);
      expect(envelopesIn(tapscript).map(({ stutter }) => stutter)).toEqual([true, true, false]);
    });
  });
});
