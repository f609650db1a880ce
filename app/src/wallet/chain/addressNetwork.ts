import { parseAddress } from '@ordmarket/protocol';

/**
 * Which address rules an address follows: mainnet's (bc1...), or the test chains' (tb1..., the same on testnet3,
 * testnet4, signet and the devnet). Undefined for anything else.
 */
export function addressNetwork(address: string): 'mainnet' | 'testnet' | undefined {
  for (const network of ['mainnet', 'testnet'] as const) {
    try {
      parseAddress(address, network);
      return network;
    } catch {
      // Not this network's: try the other.
    }
  }
  return undefined;
}
