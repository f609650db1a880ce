import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { envelopesIn } from './envelope';
import { readFields } from './field';
import { buildInscriptionScript, MAX_PUSH, xOnlyKey } from './inscriptionScript';
import { readInstructions } from './instruction';
import { evenKey } from './testing/scriptPathSpend';

const key = evenKey().publicKey;
const enc = (text: string) => new TextEncoder().encode(text);

describe('buildInscriptionScript', () => {
  it('starts with the x-only key and OP_CHECKSIG, then one envelope per inscription', () => {
    const tapscript = buildInscriptionScript(key, [{ body: enc('a') }, { body: enc('b') }]);
    expect(readInstructions(tapscript)?.slice(0, 2)).toEqual([{ push: key.subarray(1) }, { op: 0xac }]);
    expect(envelopesIn(tapscript).map(({ payload }) => readFields(payload).body)).toEqual([enc('a'), enc('b')]);
  });

  it('cuts the body and metadata into 520-byte pushes', () => {
    const body = new Uint8Array(MAX_PUSH * 2 + 1).fill(1);
    const metadata = new Uint8Array(MAX_PUSH + 1).fill(2);
    const [found] = envelopesIn(buildInscriptionScript(key, [{ body, metadata }]));
    expect(found?.payload.map((push) => push.length)).toEqual([1, 520, 1, 1, 0, 520, 520, 1]);
  });

  it('writes an empty body and empty metadata so they read back as present', () => {
    const [found] = envelopesIn(buildInscriptionScript(key, [{ body: new Uint8Array(), metadata: new Uint8Array() }]));
    const fields = readFields(found?.payload ?? []);
    expect(fields.body).toEqual(new Uint8Array());
    expect(fields.values.get(5)).toEqual([new Uint8Array()]);
  });

  it('writes tags as pushes, never as pushnum opcodes', () => {
    const tapscript = buildInscriptionScript(key, [{ contentType: 'a', pointer: 1n, body: new Uint8Array([1]) }]);
    expect(envelopesIn(tapscript)[0]?.pushnum).toBe(false);
  });

  it.each([
    ['no inscriptions', () => buildInscriptionScript(key, []), 'no-inscriptions'],
    ['a negative pointer', () => buildInscriptionScript(key, [{ body: enc(''), pointer: -1n }]), 'invalid-pointer'],
    [
      'a pointer over 64 bits',
      () => buildInscriptionScript(key, [{ body: enc(''), pointer: 2n ** 64n }]),
      'invalid-pointer',
    ],
    [
      'a lone surrogate',
      () => buildInscriptionScript(key, [{ body: enc(''), contentType: '\ud800' }]),
      'invalid-text-field',
    ],
    [
      'a bad parent id',
      () => buildInscriptionScript(key, [{ body: enc(''), parents: ['nope'] }]),
      'invalid-inscription-id',
    ],
    ['a bad key', () => buildInscriptionScript(new Uint8Array(32), [{ body: enc('') }]), 'invalid-public-key'],
  ])('refuses %s', (_, build, code) => {
    expect(build).toThrow(ProtocolError);
    expect(build).toThrow(expect.objectContaining({ code }));
  });
});

describe('xOnlyKey', () => {
  it('accepts compressed and x-only keys', () => {
    expect(xOnlyKey(key)).toEqual(key.subarray(1));
    expect(xOnlyKey(key.subarray(1))).toEqual(key.subarray(1));
  });

  it.each([[new Uint8Array(31)], [new Uint8Array(65).fill(4)]])('refuses other lengths', (publicKey) => {
    expect(() => xOnlyKey(publicKey)).toThrow(expect.objectContaining({ code: 'invalid-public-key' }));
  });
});
