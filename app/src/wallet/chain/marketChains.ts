import type { NetworkName } from '@ordmarket/protocol';
import type { WalletChain } from './walletChain';

/** Which test chain a `testnet` market's server reads (its genesis block says; see readMarketChains). */
export type MarketTestnet = 'testnet3' | 'testnet4';

/** The chains a market takes wallets on, and the one a wallet anywhere else is asked to move to. */
export interface MarketChains {
  readonly accepted: readonly WalletChain[];
  readonly preferred: WalletChain;
}

/**
 * The market's chains from its network. A `testnet` market whose test chain is not known (its server did not
 * answer) takes either, and asks for testnet3, the one the server's default Esplora hosts serve. The devnet is no
 * extension's chain: any test chain gives its addresses (tb1...), testnet3 being the one older UniSat versions can
 * reach too.
 */
export function marketChainsOf(network: NetworkName, testnet?: MarketTestnet): MarketChains {
  switch (network) {
    case 'mainnet':
    case 'signet':
      return { accepted: [network], preferred: network };
    case 'testnet':
      return testnet === undefined
        ? { accepted: ['testnet3', 'testnet4'], preferred: 'testnet3' }
        : { accepted: [testnet], preferred: testnet };
    case 'devnet':
      return { accepted: ['devnet', 'testnet3', 'testnet4', 'signet'], preferred: 'testnet3' };
  }
}
