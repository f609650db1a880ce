import { hexToBytes } from '../src/index';
import { UsageError } from './UsageError';

/** Bytes of hex typed on the command line; text that is not hex is a usage error (exit 2), not a crash. */
export function hexArgument(text: string): Uint8Array {
  try {
    return hexToBytes(text.trim());
  } catch {
    // The codec's own message names library internals; this one tells the operator what to type.
    throw new UsageError('expected hex: an even number of 0-9 a-f digits');
  }
}
