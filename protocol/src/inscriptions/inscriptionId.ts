import { ProtocolError } from '../ProtocolError';
import { hashFromTxid, txidFromHash } from '../txid';

const TXID_LENGTH = 32;
const INDEX_LENGTH = 4;
const INSCRIPTION_ID = /^([0-9a-f]{64})i(0|[1-9][0-9]*)$/;

/** `<txid>i<n>`: the reveal transaction's id (display order) and the envelope's position in it. */
export function formatInscriptionId(txid: string, index: number): string {
  return `${txid}i${index}`;
}

/**
 * An inscription id as a parent or delegate field holds it: the txid's 32 bytes in internal (reversed) order,
 * then the index little-endian in up to 4 bytes. A shortened index must not end in a zero byte (it would not
 * be the shortest form); a full 4-byte one may. Anything else is not an id.
 */
export function decodeInscriptionIdField(value: Uint8Array): string | null {
  if (value.length < TXID_LENGTH || value.length > TXID_LENGTH + INDEX_LENGTH) return null;
  const indexBytes = value.subarray(TXID_LENGTH);
  if (indexBytes.length !== INDEX_LENGTH && indexBytes.at(-1) === 0) return null;
  let index = 0;
  for (let i = indexBytes.length - 1; i >= 0; i -= 1) index = index * 256 + (indexBytes[i] ?? 0);
  return formatInscriptionId(txidFromHash(value.subarray(0, TXID_LENGTH)), index);
}

/** The field form of an inscription id, with the index in its shortest form. */
export function encodeInscriptionIdField(id: string): Uint8Array {
  const match = INSCRIPTION_ID.exec(id);
  const index = Number(match?.[2]);
  if (match?.[1] === undefined || !Number.isSafeInteger(index) || index > 0xffffffff) {
    throw new ProtocolError('invalid-inscription-id', `Not an inscription id: ${id}`);
  }
  const txid = hashFromTxid(match[1]);
  const indexBytes: number[] = [];
  for (let rest = index; rest > 0; rest = Math.floor(rest / 256)) indexBytes.push(rest % 256);
  const out = new Uint8Array(TXID_LENGTH + indexBytes.length);
  out.set(txid);
  out.set(indexBytes, TXID_LENGTH);
  return out;
}
