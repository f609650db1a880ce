import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { ProtocolError } from '../ProtocolError';
import { concatBytes } from '../bytes';
import { PROTOCOL_ID } from './envelope';
import { encodeInscriptionIdField } from './inscriptionId';
import { encodePush } from './instruction';
import { encodePointer } from './pointer';
import { Tag } from './tag';
import { utf8Text } from './utf8Text';

/** What to inscribe; absent fields are left out of the envelope. */
export interface InscriptionDraft {
  readonly contentType?: string;
  readonly body: Uint8Array;
  /** Offset in sats across the reveal's outputs of the sat to inscribe. */
  readonly pointer?: bigint;
  /** Parent inscription ids; the reveal must also spend each parent for ord to accept them. */
  readonly parents?: readonly string[];
  /** CBOR-encoded metadata. */
  readonly metadata?: Uint8Array;
  readonly metaprotocol?: string;
  readonly contentEncoding?: string;
}

/** Consensus caps a script push at 520 bytes, so bodies and metadata are cut into pushes of that size. */
export const MAX_PUSH = 520;

const OP_CHECKSIG = bitcoin.opcodes.OP_CHECKSIG;
const OP_FALSE = 0x00;
const OP_IF = bitcoin.opcodes.OP_IF;
const OP_ENDIF = bitcoin.opcodes.OP_ENDIF;
const MAX_POINTER = 2n ** 64n - 1n;

function chunks(bytes: Uint8Array): Uint8Array[] {
  const pieces: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += MAX_PUSH) pieces.push(bytes.subarray(at, at + MAX_PUSH));
  return pieces;
}

/** Text is written as UTF-8; a string that is not well-formed (a lone surrogate) would not read back the same. */
function textValue(field: string, text: string): Uint8Array {
  const bytes = new TextEncoder().encode(text);
  if (utf8Text(bytes) !== text) {
    throw new ProtocolError('invalid-text-field', `The ${field} is not well-formed text`);
  }
  return bytes;
}

function field(tag: number, value: Uint8Array): Uint8Array[] {
  return [encodePush(new Uint8Array([tag])), encodePush(value)];
}

function envelopeOf(draft: InscriptionDraft): Uint8Array {
  const pushes: Uint8Array[] = [];
  if (draft.contentType !== undefined)
    pushes.push(...field(Tag.contentType, textValue('content type', draft.contentType)));
  if (draft.pointer !== undefined) {
    if (draft.pointer < 0n || draft.pointer > MAX_POINTER) {
      throw new ProtocolError('invalid-pointer', 'A pointer is a sat offset from 0 to 2^64 - 1');
    }
    pushes.push(...field(Tag.pointer, encodePointer(draft.pointer)));
  }
  for (const parent of draft.parents ?? []) pushes.push(...field(Tag.parent, encodeInscriptionIdField(parent)));
  if (draft.metadata !== undefined) {
    // Empty metadata still needs its one (empty) field to read back as present.
    const pieces = draft.metadata.length === 0 ? [draft.metadata] : chunks(draft.metadata);
    for (const piece of pieces) pushes.push(...field(Tag.metadata, piece));
  }
  if (draft.metaprotocol !== undefined) {
    pushes.push(...field(Tag.metaprotocol, textValue('metaprotocol', draft.metaprotocol)));
  }
  if (draft.contentEncoding !== undefined) {
    pushes.push(...field(Tag.contentEncoding, textValue('content encoding', draft.contentEncoding)));
  }
  return concatBytes([
    new Uint8Array([OP_FALSE, OP_IF]),
    encodePush(PROTOCOL_ID),
    ...pushes,
    // The body separator is written even for an empty body, so the inscription reads back with a body.
    encodePush(new Uint8Array()),
    ...chunks(draft.body).map(encodePush),
    new Uint8Array([OP_ENDIF]),
  ]);
}

/** The 32-byte x-only form of a taproot public key given x-only or compressed; refuses anything else. */
export function xOnlyKey(publicKey: Uint8Array): Uint8Array {
  const xOnly = publicKey.length === 33 ? publicKey.subarray(1) : publicKey;
  if (xOnly.length !== 32 || !curve().isXOnlyPoint(xOnly)) {
    throw new ProtocolError('invalid-public-key', 'Not a taproot public key');
  }
  return xOnly;
}

/**
 * The reveal's leaf script: `<key> OP_CHECKSIG` so only the key's holder can reveal, then one envelope per
 * inscription in order. The envelopes sit after the check, where execution skips them (OP_FALSE OP_IF).
 */
export function buildInscriptionScript(publicKey: Uint8Array, inscriptions: readonly InscriptionDraft[]): Uint8Array {
  if (inscriptions.length === 0) {
    throw new ProtocolError('no-inscriptions', 'A reveal inscribes at least one inscription');
  }
  return concatBytes([encodePush(xOnlyKey(publicKey)), new Uint8Array([OP_CHECKSIG]), ...inscriptions.map(envelopeOf)]);
}
