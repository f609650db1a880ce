import { describe, expect, it } from 'vitest';
import { inscriptionCurse } from './inscriptionCurse';
import type { InscriptionFlags, ParsedInscription } from './parseInscriptions';

const clean: InscriptionFlags = {
  unrecognizedEvenField: false,
  duplicateField: false,
  incompleteField: false,
  pushnum: false,
  stutter: false,
};

const inscription = (changes: Partial<ParsedInscription> = {}, flags: Partial<InscriptionFlags> = {}) => ({
  id: `${'ab'.repeat(32)}i0`,
  input: 0,
  indexInInput: 0,
  contentType: 'text/plain',
  body: new Uint8Array(),
  pointer: null,
  parents: [],
  metadata: null,
  metaprotocol: null,
  contentEncoding: null,
  delegate: null,
  ...changes,
  flags: { ...clean, ...flags },
});

describe('inscriptionCurse', () => {
  it('leaves the first envelope of the first input, on a fresh sat, uncursed', () => {
    expect(inscriptionCurse(inscription(), undefined)).toBeNull();
  });

  it.each([
    ['unrecognized-even-field', inscription({}, { unrecognizedEvenField: true })],
    ['duplicate-field', inscription({}, { duplicateField: true })],
    ['incomplete-field', inscription({}, { incompleteField: true })],
    ['not-in-first-input', inscription({ input: 1 })],
    ['not-at-offset-zero', inscription({ indexInInput: 1 })],
    ['pointer', inscription({ pointer: 0n })],
    ['pushnum', inscription({}, { pushnum: true })],
    ['stutter', inscription({}, { stutter: true })],
  ])('names %s', (curse, cursed) => {
    expect(inscriptionCurse(cursed, undefined)).toBe(curse);
  });

  it('names a reinscription when the one inscription already on the sat was not cursed', () => {
    expect(inscriptionCurse(inscription(), { count: 1, firstCursed: false })).toBe('reinscription');
  });

  it('blesses the first reinscription of a sat whose one inscription was cursed, as ord does', () => {
    expect(inscriptionCurse(inscription(), { count: 1, firstCursed: true })).toBeNull();
  });

  it('names a reinscription when the sat already holds two, whatever the first was', () => {
    expect(inscriptionCurse(inscription(), { count: 2, firstCursed: true })).toBe('reinscription');
    expect(inscriptionCurse(inscription(), { count: 2, firstCursed: false })).toBe('reinscription');
  });

  it('names the first reason in ord order when several apply', () => {
    const everything = inscription(
      { input: 2, indexInInput: 1, pointer: 3n },
      { duplicateField: true, incompleteField: true, pushnum: true, stutter: true },
    );
    const onSat = { count: 1, firstCursed: false };
    expect(inscriptionCurse(everything, onSat)).toBe('duplicate-field');
    expect(inscriptionCurse({ ...everything, flags: { ...clean, stutter: true } }, onSat)).toBe('not-in-first-input');
  });
});
