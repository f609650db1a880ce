import type { WalletName } from '../WalletConnector';
import type { WalletChain } from './walletChain';

/**
 * Why a wallet is not on the market's chain: the trader kept it where it is, this version of the wallet cannot go
 * there, or it answered addresses of another network than the one it was asked for.
 */
export type WrongChainReason = 'refused' | 'cannotSwitch' | 'addresses';

export interface WrongChain {
  readonly walletName: WalletName;
  /** Where the wallet is. */
  readonly walletChain: WalletChain;
  /** Where the market wanted it. */
  readonly marketChain: WalletChain;
  readonly reason: WrongChainReason;
}

/**
 * A wallet that is not on the market's chain and will not be: the app says so in the trader's language (the
 * message here is for logs) and connects nothing.
 */
export class WrongChainError extends Error {
  override readonly name = 'WrongChainError';

  constructor(readonly problem: WrongChain) {
    super(`${problem.walletName} is on ${problem.walletChain}, not ${problem.marketChain} (${problem.reason})`);
  }
}
