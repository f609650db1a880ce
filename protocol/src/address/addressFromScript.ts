import { bitcoin } from '../bitcoin';
import { curve } from '../curve';
import { bytesEntry, NewestEntries } from '../newestEntries';
import { networkParams, type NetworkName } from '../network';
import { outputScriptType } from './scriptType';

/**
 * Taproot keys found on the curve, as one string of their bytes each. Checking one takes a square root (about as
 * long as the rest of a listing's check without its signature), and the keys read are mostly the same few: a
 * seller's payout key on every listing they make, the market's own. Being on the curve never changes, so an entry
 * is never wrong; the oldest go first past the bound.
 */
const keysOnCurve = new NewestEntries(10_000);

function onCurve(key: Uint8Array): boolean {
  const entry = bytesEntry([key]);
  if (keysOnCurve.has(entry)) return true;
  if (!curve().isXOnlyPoint(key)) return false;
  keysOnCurve.add(entry);
  return true;
}

/**
 * The address an output script pays to, for reading transactions; undefined for outputs that have none
 * an Ordmarket user could hold (OP_RETURN, bare multisig, future segwit versions, a taproot key off the curve).
 */
export function addressFromOutputScript(script: Uint8Array, network: NetworkName): string | undefined {
  const type = outputScriptType(script);
  if (type === undefined) return undefined;
  const params = networkParams(network);
  // Encoded straight from the template's bytes: bitcoinjs's payments re-validate the script through its schema
  // library, which made the address most of a listing's check once the signature is known.
  switch (type) {
    case 'p2tr': {
      // Nobody can spend from a taproot output whose key is not a curve point, so it is no one's address.
      const key = script.subarray(2);
      return onCurve(key) ? bitcoin.address.toBech32(key, 1, params.bech32) : undefined;
    }
    case 'p2wpkh':
    case 'p2wsh':
      return bitcoin.address.toBech32(script.subarray(2), 0, params.bech32);
    case 'p2sh':
      return bitcoin.address.toBase58Check(script.subarray(2, 22), params.scriptHash);
    case 'p2pkh':
      return bitcoin.address.toBase58Check(script.subarray(3, 23), params.pubKeyHash);
  }
}
