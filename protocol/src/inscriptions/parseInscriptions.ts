import { bitcoin } from '../bitcoin';
import { ProtocolError } from '../ProtocolError';
import { concatBytes } from '../bytes';
import { envelopesIn } from './envelope';
import { readFields } from './field';
import { decodeInscriptionIdField, formatInscriptionId } from './inscriptionId';
import { decodePointer } from './pointer';
import { Tag } from './tag';
import { tapscriptOf } from './tapscript';
import { utf8Text } from './utf8Text';

/** An inscription as its reveal transaction's envelope states it; what it binds to is the indexer's call. */
export interface ParsedInscription {
  /** `<txid>i<n>`, n counting envelopes across all inputs of the transaction. */
  readonly id: string;
  /** The input whose tapscript holds the envelope. */
  readonly input: number;
  /** The envelope's position among the envelopes of that input (ord's offset). */
  readonly indexInInput: number;
  /** The content type when present and valid UTF-8. */
  readonly contentType: string | null;
  /** The content; null when the envelope has no body separator (not the same as an empty body). */
  readonly body: Uint8Array | null;
  /** Offset in sats across the outputs of the sat to inscribe; null when absent or too large to be one. */
  readonly pointer: bigint | null;
  /** Parent inscription ids, in field order; malformed parent fields are skipped. */
  readonly parents: readonly string[];
  /** CBOR metadata, its chunks joined; null when absent. */
  readonly metadata: Uint8Array | null;
  readonly metaprotocol: string | null;
  readonly contentEncoding: string | null;
  /** The inscription whose content this one shows instead of its own; null when absent or malformed. */
  readonly delegate: string | null;
  readonly flags: InscriptionFlags;
}

/** Oddities ord records; an unrecognized even field makes the inscription unbound. */
export interface InscriptionFlags {
  readonly unrecognizedEvenField: boolean;
  readonly duplicateField: boolean;
  readonly incompleteField: boolean;
  readonly pushnum: boolean;
  readonly stutter: boolean;
}

function first(values: ReadonlyMap<number, readonly Uint8Array[]>, tag: number): Uint8Array | null {
  return values.get(tag)?.[0] ?? null;
}

function text(value: Uint8Array | null): string | null {
  return value === null ? null : utf8Text(value);
}

function decodeTransaction(transaction: bitcoin.Transaction | Uint8Array): bitcoin.Transaction {
  if (transaction instanceof bitcoin.Transaction) return transaction;
  try {
    return bitcoin.Transaction.fromBuffer(transaction);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProtocolError('invalid-transaction', `Not a transaction: ${reason}`);
  }
}

/**
 * Every inscription envelope a transaction reveals, in input order then script order, flagged as ord flags
 * them. Only raw bytes that are not a transaction are refused (`invalid-transaction`); any witness content,
 * however malformed, yields envelopes or none.
 */
export function parseInscriptions(transaction: bitcoin.Transaction | Uint8Array): ParsedInscription[] {
  const tx = decodeTransaction(transaction);
  // Hashing the transaction is most of the work for one without envelopes, as nearly all of a block's are.
  let txid: string | undefined;
  const inscriptions: ParsedInscription[] = [];
  tx.ins.forEach(({ witness }, input) => {
    const tapscript = tapscriptOf(witness);
    if (tapscript === null) return;
    envelopesIn(tapscript).forEach((envelope, indexInInput) => {
      const fields = readFields(envelope.payload);
      const pointer = first(fields.values, Tag.pointer);
      const delegate = first(fields.values, Tag.delegate);
      const metadata = fields.values.get(Tag.metadata);
      inscriptions.push({
        id: formatInscriptionId((txid ??= tx.getId()), inscriptions.length),
        input,
        indexInInput,
        contentType: text(first(fields.values, Tag.contentType)),
        body: fields.body,
        pointer: pointer === null ? null : decodePointer(pointer),
        parents: (fields.values.get(Tag.parent) ?? []).flatMap((value) => decodeInscriptionIdField(value) ?? []),
        metadata: metadata === undefined ? null : concatBytes(metadata),
        metaprotocol: text(first(fields.values, Tag.metaprotocol)),
        contentEncoding: text(first(fields.values, Tag.contentEncoding)),
        delegate: delegate === null ? null : decodeInscriptionIdField(delegate),
        flags: {
          unrecognizedEvenField: fields.unrecognizedEvenField,
          duplicateField: fields.duplicateField,
          incompleteField: fields.incompleteField,
          pushnum: envelope.pushnum,
          stutter: envelope.stutter,
        },
      });
    });
  });
  return inscriptions;
}
