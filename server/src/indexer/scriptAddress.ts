import { addressFromOutputScript, hexToBytes, type NetworkName } from '@ordmarket/protocol';

/**
 * Addresses of the scripts seen lately, by network and script hex: decoding one costs more than the rest of
 * placing an inscription or recording a BRC-20 event, and the same few scripts receive most of them. Cleared
 * when full.
 */
const addresses = new Map<string, string | null>();
const rememberedAddresses = 10_000;

/** A script's address on `network`, or null when it has none (P2PK, bare multisig, OP_RETURN, nonstandard). */
export function scriptAddress(pkscript: string, network: NetworkName): string | null {
  if (pkscript === '') return null;
  const key = `${network}:${pkscript}`;
  let address = addresses.get(key);
  if (address === undefined) {
    address = addressFromOutputScript(hexToBytes(pkscript), network) ?? null;
    if (addresses.size >= rememberedAddresses) addresses.clear();
    addresses.set(key, address);
  }
  return address;
}
