import type { NetworkName } from '@ordmarket/protocol';

/**
 * The chain a wallet is on, in the market's words. The market's `testnet` is one network name for two chains that
 * share every address rule but not their coins, so wallets tell testnet3 and testnet4 apart and so does the market.
 * 'other' is a chain no market of ours runs on (UniSat's Fractal chains, Xverse's regtest): never accepted.
 */
export type WalletChain = 'mainnet' | 'testnet3' | 'testnet4' | 'signet' | 'devnet' | 'other';

/** The general network name a session records for a chain ('' for a chain the market never runs on). */
export function networkOfChain(chain: WalletChain): NetworkName | '' {
  switch (chain) {
    case 'testnet3':
    case 'testnet4':
      return 'testnet';
    case 'other':
      return '';
    default:
      return chain;
  }
}
