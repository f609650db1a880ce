import type { NetworkName } from '@ordmarket/protocol';
import { BitcoinNetworkType } from 'sats-connect';

/** Xverse's network names (spec §9: 'Mainnet') in the general ones. */
export function fromXverseNetwork(network: BitcoinNetworkType): NetworkName {
  switch (network) {
    case BitcoinNetworkType.Mainnet:
      return 'mainnet';
    case BitcoinNetworkType.Testnet:
    case BitcoinNetworkType.Testnet4:
      return 'testnet';
    case BitcoinNetworkType.Signet:
      return 'signet';
    case BitcoinNetworkType.Regtest:
      // Regtest addresses (bcrt1) are not any network the marketplace runs on.
      throw new Error('Xverse is on Regtest, which the marketplace does not support');
  }
}

/**
 * Spec §7: Xverse's address reads go through the API's mempool proxy, its testnet variant when Xverse is asked
 * for a test network (the server answers its own chain under both).
 */
export function xverseMempoolPath(network: BitcoinNetworkType): '/mempool/api' | '/mempool/testnet/api' {
  return network === BitcoinNetworkType.Mainnet ? '/mempool/api' : '/mempool/testnet/api';
}
