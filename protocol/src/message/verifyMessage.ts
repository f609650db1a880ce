import { parseAddress } from '../address/parseAddress';
import type { NetworkName } from '../network';
import { verifyBip322Simple } from './bip322';
import { verifyLegacyMessage } from './legacyMessage';

function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
}

/**
 * Whether `signature` (base64, as wallets return it) proves that the owner of `address` signed `message`:
 * BIP-322 simple for taproot and native segwit, or a legacy compact ECDSA signature. Never throws; an
 * unknown address, a malformed signature or a wrong key are all simply false.
 */
export function verifyMessage(address: string, message: string, signature: string, network: NetworkName): boolean {
  let outputScript: Uint8Array;
  try {
    outputScript = parseAddress(address, network).outputScript;
  } catch {
    return false;
  }
  const bytes = fromBase64(signature.trim());
  if (!bytes) return false;
  const header = bytes[0];
  if (bytes.length === 65 && header !== undefined && header >= 27 && header <= 42) {
    return verifyLegacyMessage(outputScript, message, bytes);
  }
  return verifyBip322Simple(outputScript, message, bytes);
}
