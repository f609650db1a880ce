import { bitcoin } from '../bitcoin';
import { networkParams, type NetworkName } from '../network';
import { outputScriptType } from './scriptType';

/**
 * The address an output script pays to, for reading transactions; undefined for outputs that have none
 * an Ordmarket user could hold (OP_RETURN, bare multisig, future segwit versions, a taproot key off the curve).
 */
export function addressFromOutputScript(script: Uint8Array, network: NetworkName): string | undefined {
  const type = outputScriptType(script);
  if (type === undefined) return undefined;
  try {
    // The payment of the known type only: bitcoinjs's fromOutputScript tries each type in turn, taproot last, and
    // each miss throws, which made this most of a listing verification.
    return bitcoin.payments[type]({ output: script, network: networkParams(network) }).address;
  } catch {
    // bitcoinjs-lib refuses a taproot output whose key is not a curve point: nobody can hold that address.
    return undefined;
  }
}
