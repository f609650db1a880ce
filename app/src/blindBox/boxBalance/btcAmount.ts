import { parseBtc, ProtocolError } from '@ordmarket/protocol';

/** A BTC amount as typed ('0.0015') in exact sats; null while it is not one (empty, '1.', too many decimals). */
export function satsOfBtc(text: string): bigint | null {
  try {
    return parseBtc(text.trim());
  } catch (error) {
    if (error instanceof ProtocolError) return null;
    throw error;
  }
}
