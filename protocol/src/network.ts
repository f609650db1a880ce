import { bitcoin } from './bitcoin';

/** The chains Ordmarket runs on. The embedded devnet follows testnet's address rules (tb1...). */
export const networkNames = ['mainnet', 'testnet', 'signet', 'devnet'] as const;
export type NetworkName = (typeof networkNames)[number];

/** bitcoinjs-lib's parameters (address prefixes, version bytes) for each chain. */
export function networkParams(network: NetworkName): bitcoin.Network {
  return network === 'mainnet' ? bitcoin.networks.bitcoin : bitcoin.networks.testnet;
}
