import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/** Events of one block are joined by '|' before hashing. */
const eventSeparator = '|';

/** SHA-256 of text, in lowercase hex: OPI hashes strings, including hex strings, as their UTF-8 bytes. */
function sha256Text(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** The hash of a block's event strings; a block without events hashes the empty string. */
export function blockEventHash(eventStrings: readonly string[]): string {
  return sha256Text(eventStrings.join(eventSeparator));
}

/**
 * The hash of every event from the first inscription block on: that block's own event hash, then each block's
 * hash chained onto the one before it as hex text. Null `previous` means `height` is the first inscription block.
 */
export function cumulativeEventHash(previous: string | null, blockHash: string): string {
  return previous === null ? blockHash : sha256Text(previous + blockHash);
}
