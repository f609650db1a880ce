import { bitcoin } from '../bitcoin';
import { ProtocolError } from '../ProtocolError';
import { listingMessages } from './listingMessages';

const hexText = /^(?:[0-9a-fA-F]{2})+$/;

/** A PSBT from its base64 (wallets) or hex (some APIs) text; anything else is 'Invalid PSBT: ...'. */
export function decodePsbt(text: string): bitcoin.Psbt {
  const trimmed = text.trim();
  try {
    return hexText.test(trimmed) ? bitcoin.Psbt.fromHex(trimmed) : bitcoin.Psbt.fromBase64(trimmed);
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'unreadable data';
    throw new ProtocolError('invalid-psbt', listingMessages.invalidPsbt(reason));
  }
}
