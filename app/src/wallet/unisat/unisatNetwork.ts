import type { NetworkName } from '@ordmarket/protocol';

/** The names unisat uses for its networks (spec §9: 'livenet' is mainnet). */
export type UnisatNetwork = 'livenet' | 'testnet';

export function fromUnisatNetwork(network: string): NetworkName {
  if (network === 'livenet') return 'mainnet';
  if (network === 'testnet') return 'testnet';
  throw new Error(`Unknown unisat network: ${network}`);
}

export function toUnisatNetwork(network: NetworkName): UnisatNetwork {
  // The devnet and signet follow testnet's address rules, which is the unisat network that shows them.
  return network === 'mainnet' ? 'livenet' : 'testnet';
}
