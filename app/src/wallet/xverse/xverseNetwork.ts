import { BitcoinNetworkType } from 'sats-connect';
import { addressNetwork } from '../chain/addressNetwork';
import type { WalletChain } from '../chain/walletChain';

const chainsOfNetwork: Readonly<Record<BitcoinNetworkType, WalletChain>> = {
  [BitcoinNetworkType.Mainnet]: 'mainnet',
  [BitcoinNetworkType.Testnet]: 'testnet3',
  [BitcoinNetworkType.Testnet4]: 'testnet4',
  [BitcoinNetworkType.Signet]: 'signet',
  // Regtest addresses (bcrt1) are not any network the marketplace runs on.
  [BitcoinNetworkType.Regtest]: 'other',
};

/** Xverse's network names (spec §9: 'Mainnet') as the market's chains. */
export function fromXverseNetwork(network: BitcoinNetworkType): WalletChain {
  return chainsOfNetwork[network];
}

/** The network wallet_connect and wallet_changeNetwork take for a chain; undefined for one Xverse does not have. */
export function toXverseNetwork(chain: WalletChain): BitcoinNetworkType | undefined {
  return Object.values(BitcoinNetworkType).find((network) => chain !== 'other' && chainsOfNetwork[network] === chain);
}

/**
 * Spec §7: Xverse's address reads go through the API's mempool proxy, its testnet variant for addresses of the
 * test chains (the server answers its own chain under both).
 */
export function xverseMempoolPath(address: string): '/mempool/api' | '/mempool/testnet/api' {
  return addressNetwork(address) === 'testnet' ? '/mempool/testnet/api' : '/mempool/api';
}
