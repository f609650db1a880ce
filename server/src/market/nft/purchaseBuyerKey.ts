import { bitcoin, outputScriptType, parseAddress, type NetworkName } from '@ordmarket/protocol';
import { ApiError } from '../../http/ApiError';
import { refusePurchase } from './purchaseOrders';

const sameBytes = (a: Uint8Array | undefined, b: Uint8Array) =>
  a?.length === b.length && a.every((byte, index) => byte === b[index]);

/**
 * The buyer's payment key, checked against their address: a PSBT made for another key is one the wallet
 * cannot sign, so a mismatch is refused before any order is held for them.
 */
export function purchaseBuyerKey(address: string, publicKeyHex: string, network: NetworkName): Uint8Array {
  const key = Uint8Array.from(Buffer.from(publicKeyHex, 'hex'));
  const script = parseAddress(address, network).outputScript;
  let expected: Uint8Array | undefined;
  try {
    const type = outputScriptType(script);
    if (type === 'p2tr') {
      const internalPubkey = key.length === 33 ? key.subarray(1) : key;
      expected = bitcoin.payments.p2tr({ internalPubkey }).output;
    } else if (type === 'p2wpkh' && key.length === 33) {
      expected = bitcoin.payments.p2wpkh({ pubkey: key }).output;
    } else {
      throw refusePurchase('Buying pays from a taproot (bc1p) or native segwit (bc1q) address only.');
    }
  } catch (error) {
    // bitcoinjs throws on a key that is not a curve point: that key is not the address's either.
    if (error instanceof ApiError) throw error;
    expected = undefined;
  }
  if (!sameBytes(expected, script)) {
    throw refusePurchase('The public key does not belong to your address: reconnect your wallet and try again.');
  }
  return key;
}
