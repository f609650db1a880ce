import { bitcoin } from '@ordmarket/protocol';
import { reject } from './reject';

const hexBytes = /^(?:[0-9a-fA-F]{2})+$/;

/** Reads a raw transaction strictly: bad hex, truncation or trailing bytes are all 'TX decode failed'. */
export function decodeTransaction(hex: string): bitcoin.Transaction {
  const trimmed = hex.trim();
  if (!hexBytes.test(trimmed)) reject('TX decode failed');
  try {
    return bitcoin.Transaction.fromHex(trimmed);
  } catch {
    return reject('TX decode failed');
  }
}
