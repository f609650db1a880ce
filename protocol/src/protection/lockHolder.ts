import { parseAddress } from '../address/parseAddress';
import { bitcoin } from '../bitcoin';
import { concatBytes, equalBytes } from '../bytes';
import type { NetworkName } from '../network';
import type { ProtectedLock } from './protectedLock';

/**
 * Whether `address` is the wallet whose key a lock names as its seller: the key's own BIP86 taproot address, or its
 * native segwit address (an x-only key has two compressed forms; either may be the wallet's). The inscription's
 * output is then the lock's, yet it is this wallet's to list, reprice and take back.
 */
export function lockHeldBy(lock: ProtectedLock, address: string, network: NetworkName): boolean {
  let script: Uint8Array;
  try {
    script = parseAddress(address, network).outputScript;
  } catch {
    return false;
  }
  const taproot = bitcoin.payments.p2tr({ internalPubkey: lock.sellerKey }).output;
  if (taproot !== undefined && equalBytes(taproot, script)) return true;
  return [0x02, 0x03].some((prefix) => {
    const segwit = bitcoin.payments.p2wpkh({ pubkey: concatBytes([Uint8Array.of(prefix), lock.sellerKey]) }).output;
    return segwit !== undefined && equalBytes(segwit, script);
  });
}
