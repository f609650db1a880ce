import { bench, describe } from 'vitest';
import { parseInscriptions } from './parseInscriptions';
import { envelope, scriptPathTransaction } from './testing/scriptPathSpend';

const body = new Uint8Array(2_000).fill(0x61);
const oneImage = scriptPathTransaction([envelope(Uint8Array.of(1), 'image/png', new Uint8Array(), body)]).toBuffer();
const batch = scriptPathTransaction(
  Array.from({ length: 10 }, () =>
    envelope(
      Uint8Array.of(1),
      'text/plain;charset=utf-8',
      new Uint8Array(),
      '{"p":"brc-20","op":"mint","tick":"ordi","amt":"1000"}',
    ),
  ),
).toBuffer();

describe('inscription envelopes', () => {
  bench('parse a reveal with one 2 kB image inscription (decode + envelope)', () => {
    parseInscriptions(oneImage);
  });
  bench('parse a 10-input reveal of BRC-20 mints (10 envelopes)', () => {
    parseInscriptions(batch);
  });
});
