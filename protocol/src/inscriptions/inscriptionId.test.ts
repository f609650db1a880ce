import { describe, expect, it } from 'vitest';
import { ProtocolError } from '../ProtocolError';
import { decodeInscriptionIdField, encodeInscriptionIdField, formatInscriptionId } from './inscriptionId';
import { hexToBytes } from '../bytes';

const displayTxid = '1f2e3d4c5b6a798812233445566778899aabbccddeeff0011223344556677889';
const internal = hexToBytes(displayTxid).reverse();
const field = (...index: number[]) => Uint8Array.from([...internal, ...index]);

describe('inscription id fields', () => {
  it('formats ids as <txid>i<n>', () => {
    expect(formatInscriptionId(displayTxid, 3)).toBe(`${displayTxid}i3`);
  });

  it.each([
    [field(), 0],
    [field(1), 1],
    [field(0, 1), 256],
    [field(0, 0, 0, 0), 0],
    [field(1, 0, 0, 0), 1],
    [field(0xff, 0xff, 0xff, 0xff), 0xffffffff],
  ])('reads the txid reversed and the index little-endian', (value, index) => {
    expect(decodeInscriptionIdField(value)).toBe(`${displayTxid}i${index}`);
  });

  it.each([
    ['too short', internal.slice(1)],
    ['too long', field(1, 2, 3, 4, 5)],
    ['a short index ending in zero', field(1, 0)],
    ['a one-byte zero index', field(0)],
  ])('refuses a field %s', (_, value) => {
    expect(decodeInscriptionIdField(value)).toBeNull();
  });

  it('encodes the shortest form and round-trips', () => {
    expect(encodeInscriptionIdField(`${displayTxid}i0`)).toEqual(field());
    expect(encodeInscriptionIdField(`${displayTxid}i256`)).toEqual(field(0, 1));
    expect(decodeInscriptionIdField(encodeInscriptionIdField(`${displayTxid}i4294967295`))).toBe(
      `${displayTxid}i4294967295`,
    );
  });

  it.each([`${displayTxid}i4294967296`, `${displayTxid}i01`, displayTxid, 'xi0', `${displayTxid.toUpperCase()}i0`])(
    'refuses to encode %s',
    (id) => {
      expect(() => encodeInscriptionIdField(id)).toThrow(ProtocolError);
      expect(() => encodeInscriptionIdField(id)).toThrow(expect.objectContaining({ code: 'invalid-inscription-id' }));
    },
  );
});
