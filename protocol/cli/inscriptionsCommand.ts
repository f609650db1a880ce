import { parseInscriptions, utf8Text } from '../src/index';
import { hexArgument } from './hex';
import { UsageError } from './UsageError';

/** `ordmarket inscriptions <raw-tx-hex>`: every envelope in the transaction, as ord reads it. */
export function inscriptionsCommand(args: readonly string[]): unknown {
  const [rawHex] = args;
  if (!rawHex || args.length !== 1) throw new UsageError('usage: ordmarket inscriptions <raw-tx-hex>');
  return parseInscriptions(hexArgument(rawHex)).map((inscription) => ({
    id: inscription.id,
    input: inscription.input,
    indexInInput: inscription.indexInInput,
    pointer: inscription.pointer,
    contentType: inscription.contentType,
    contentEncoding: inscription.contentEncoding,
    metaprotocol: inscription.metaprotocol,
    parents: inscription.parents,
    delegate: inscription.delegate,
    bodyHex: inscription.body,
    text: inscription.body ? utf8Text(inscription.body) : null,
    flags: inscription.flags,
  }));
}
