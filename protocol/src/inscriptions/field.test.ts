import { describe, expect, it } from 'vitest';
import { readFields } from './field';

const empty = new Uint8Array();
const bytes = (...values: number[]) => new Uint8Array(values);
const enc = (text: string) => new TextEncoder().encode(text);
const noFlags = { duplicateField: false, incompleteField: false, unrecognizedEvenField: false };

describe('readFields', () => {
  it('reads tag/value pairs and the body after the separator', () => {
    const fields = readFields([bytes(1), enc('text/plain'), bytes(7), enc('brc-20'), empty, enc('he'), enc('llo')]);
    expect(fields).toEqual({
      values: new Map([
        [1, [enc('text/plain')]],
        [7, [enc('brc-20')]],
      ]),
      body: enc('hello'),
      ...noFlags,
    });
  });

  it('has no body without a separator and an empty body with a bare one', () => {
    expect(readFields([bytes(1), enc('a')]).body).toBeNull();
    expect(readFields([empty]).body).toEqual(empty);
    expect(readFields([]).body).toBeNull();
  });

  it('reads an empty push in a value position as an empty value, not the separator', () => {
    const fields = readFields([bytes(1), empty, empty, enc('x')]);
    expect(fields.values.get(1)).toEqual([empty]);
    expect(fields.body).toEqual(enc('x'));
  });

  it('keeps empty pushes inside the body, and tags after the separator are body', () => {
    expect(readFields([empty, enc('a'), empty, bytes(1), enc('b')]).body).toEqual(enc('a\u0001b'));
  });

  it('flags a tag without a value as incomplete', () => {
    expect(readFields([bytes(1), enc('a'), bytes(7)])).toMatchObject({ incompleteField: true, body: null });
  });

  it('does not take the separator for a missing value', () => {
    // [1] then the separator: the separator sits at an odd position, so it is tag 1's (empty) value.
    expect(readFields([bytes(1), empty])).toMatchObject({ incompleteField: false, body: null });
  });

  it('ignores unknown odd tags, one-byte or longer', () => {
    const fields = readFields([bytes(13), enc('x'), bytes(1, 0), enc('y'), bytes(255), enc('z')]);
    expect(fields).toEqual({ values: new Map(), body: null, ...noFlags });
  });

  it.each([
    ['an unknown even tag', [bytes(4), enc('x')]],
    ['a zero tag with more bytes', [bytes(0, 1), enc('x')]],
    ['a multi-byte tag whose first byte is even', [bytes(2, 1), enc('x')]],
    ['tag 22', [bytes(22), enc('x')]],
  ])('flags %s as an unrecognized even field', (_, payload) => {
    expect(readFields(payload).unrecognizedEvenField).toBe(true);
  });

  it('flags a repeated field as duplicate and keeps the first value', () => {
    const fields = readFields([bytes(1), enc('a'), bytes(1), enc('b')]);
    expect(fields).toMatchObject({ duplicateField: true, unrecognizedEvenField: false });
    expect(fields.values.get(1)).toEqual([enc('a')]);
  });

  it('flags a repeated even field also as unrecognized: its extra value is left unread', () => {
    const fields = readFields([bytes(2), bytes(1), bytes(2), bytes(2)]);
    expect(fields).toMatchObject({ duplicateField: true, unrecognizedEvenField: true });
    expect(fields.values.get(2)).toEqual([bytes(1)]);
  });

  it('flags repeated unknown tags as duplicate too', () => {
    expect(readFields([bytes(13), enc('a'), bytes(13), enc('b')]).duplicateField).toBe(true);
  });

  it('keeps every metadata chunk without flagging a duplicate', () => {
    const fields = readFields([bytes(5), enc('ab'), bytes(5), enc('cd')]);
    expect(fields.values.get(5)).toEqual([enc('ab'), enc('cd')]);
    expect(fields.duplicateField).toBe(false);
  });

  it('keeps every parent and flags the repeat as ord does', () => {
    const fields = readFields([bytes(3), enc('p1'), bytes(3), enc('p2')]);
    expect(fields.values.get(3)).toEqual([enc('p1'), enc('p2')]);
    expect(fields).toMatchObject({ duplicateField: true, unrecognizedEvenField: false });
  });
});
