import { describe, expect, it } from 'vitest';
import { bitcoin } from '../bitcoin';
import { ProtocolError } from '../ProtocolError';
import { concatBytes } from '../bytes';
import { parseInscriptions } from './parseInscriptions';
import { OPS, envelope, script, scriptPathTransaction } from './testing/scriptPathSpend';

const empty = new Uint8Array();
const bytes = (...values: number[]) => new Uint8Array(values);
const enc = (text: string) => new TextEncoder().encode(text);
const parentTxid = 'aa'.repeat(31) + '01';
const parentField = Uint8Array.from([1, ...new Array<number>(31).fill(0xaa), 2]);

describe('parseInscriptions', () => {
  it('reads every field of a script-path reveal', () => {
    const tapscript = concatBytes([
      script(new Uint8Array(32).fill(9), OPS.OP_CHECKSIG),
      envelope(
        bytes(1),
        'text/plain;charset=utf-8',
        bytes(2),
        bytes(0x10, 0x27),
        bytes(3),
        parentField,
        bytes(5),
        bytes(0xa1, 0x61),
        bytes(5),
        bytes(0x61, 0x01),
        bytes(7),
        'brc-20',
        bytes(9),
        'br',
        bytes(11),
        parentField,
        empty,
        'hello ',
        'world',
      ),
    ]);
    const tx = scriptPathTransaction([tapscript]);
    expect(parseInscriptions(tx)).toEqual([
      {
        id: `${tx.getId()}i0`,
        input: 0,
        indexInInput: 0,
        contentType: 'text/plain;charset=utf-8',
        body: enc('hello world'),
        pointer: 10_000n,
        parents: [`${parentTxid}i2`],
        metadata: bytes(0xa1, 0x61, 0x61, 0x01),
        metaprotocol: 'brc-20',
        contentEncoding: 'br',
        delegate: `${parentTxid}i2`,
        flags: {
          unrecognizedEvenField: false,
          duplicateField: false,
          incompleteField: false,
          pushnum: false,
          stutter: false,
        },
      },
    ]);
  });

  it('gives absent fields as null and reads from raw bytes as from a transaction', () => {
    const tx = scriptPathTransaction([envelope()]);
    const [parsed] = parseInscriptions(tx.toBuffer());
    expect(parsed).toMatchObject({
      contentType: null,
      body: null,
      pointer: null,
      parents: [],
      metadata: null,
      metaprotocol: null,
      contentEncoding: null,
      delegate: null,
    });
  });

  it('numbers envelopes across inputs, skipping key-path and envelope-less inputs', () => {
    const tx = scriptPathTransaction([
      concatBytes([envelope('a'), envelope('b')]),
      null,
      script(OPS.OP_1),
      envelope('c'),
    ]);
    const txid = tx.getId();
    expect(parseInscriptions(tx).map(({ id, input, indexInInput }) => ({ id, input, indexInInput }))).toEqual([
      { id: `${txid}i0`, input: 0, indexInInput: 0 },
      { id: `${txid}i1`, input: 0, indexInInput: 1 },
      { id: `${txid}i2`, input: 3, indexInInput: 0 },
    ]);
  });

  it('reads the tapscript before the control block when an annex follows', () => {
    const tx = scriptPathTransaction([envelope(empty, 'x')], { annex: true });
    expect(parseInscriptions(tx).map(({ body }) => body)).toEqual([enc('x')]);
  });

  it('finds nothing in key-path spends, with or without annex', () => {
    expect(parseInscriptions(scriptPathTransaction([null]))).toEqual([]);
    expect(parseInscriptions(scriptPathTransaction([null], { annex: true }))).toEqual([]);
  });

  it('leaves out fields it cannot read: invalid UTF-8, oversized pointer, malformed parents and delegate', () => {
    const tx = scriptPathTransaction([
      envelope(
        bytes(1),
        bytes(0xff),
        bytes(2),
        new Uint8Array(9).fill(1),
        bytes(3),
        bytes(1, 2, 3),
        bytes(3),
        parentField,
        bytes(11),
        parentField.subarray(0, 31),
      ),
    ]);
    expect(parseInscriptions(tx)[0]).toMatchObject({
      contentType: null,
      pointer: null,
      parents: [`${parentTxid}i2`],
      delegate: null,
    });
  });

  it('carries every flag', () => {
    const tx = scriptPathTransaction([
      concatBytes([script(empty), envelope(bytes(4), 'x', bytes(1), 'a', bytes(1), 'b', OPS.OP_1, bytes(7), bytes(9))]),
    ]);
    expect(parseInscriptions(tx)[0]?.flags).toEqual({
      unrecognizedEvenField: true,
      duplicateField: true,
      incompleteField: true,
      pushnum: true,
      stutter: true,
    });
  });

  it('refuses bytes that are not a transaction with a typed error', () => {
    expect(() => parseInscriptions(bytes(1, 2, 3))).toThrow(ProtocolError);
    expect(() => parseInscriptions(bytes(1, 2, 3))).toThrow(expect.objectContaining({ code: 'invalid-transaction' }));
  });

  it('reads a transaction without witnesses as having no inscriptions', () => {
    const tx = new bitcoin.Transaction();
    tx.addInput(new Uint8Array(32), 0);
    tx.addOutput(bytes(OPS.OP_1), 1n);
    expect(parseInscriptions(tx.toBuffer())).toEqual([]);
  });
});
