import { bitcoin } from '../bitcoin';
import { networkParams, type NetworkName } from '../network';
import { ProtocolError } from '../ProtocolError';
import { outputScriptType, type AddressType } from './scriptType';

export interface ParsedAddress {
  readonly address: string;
  readonly type: AddressType;
  readonly network: NetworkName;
  /** The scriptPubKey an output paying this address carries. */
  readonly outputScript: Uint8Array;
}

// bitcoinjs-lib turns witness v2+ addresses into scripts (and logs a warning); they are not ours to pay to.
function isFutureSegwitAddress(address: string): boolean {
  try {
    return bitcoin.address.fromBech32(address).version > 1;
  } catch {
    return false;
  }
}

function outputScriptOf(address: string, network: NetworkName): Uint8Array | undefined {
  if (isFutureSegwitAddress(address)) return undefined;
  try {
    return bitcoin.address.toOutputScript(address, networkParams(network));
  } catch {
    return undefined;
  }
}

/**
 * Reads an address of the given network: its type and output script. Addresses of another network
 * (bc1 on testnet, tb1 on mainnet), bad checksums and unsupported kinds are refused.
 */
export function parseAddress(address: string, network: NetworkName): ParsedAddress {
  const outputScript = outputScriptOf(address, network);
  const type = outputScript === undefined ? undefined : outputScriptType(outputScript);
  if (outputScript === undefined || type === undefined) {
    throw new ProtocolError('invalid-address', `Not a ${network} address: "${address}"`);
  }
  return { address, type, network, outputScript };
}
