import type { MarketChains } from '../chain/marketChains';
import type { WrongChain } from '../chain/wrongChain';
import type { WalletName } from '../WalletConnector';
import type { XversePayment } from '../xverse/xverseConnector';
import type { WalletSession } from './WalletSession';

/**
 * Spec §3 keeps the xverse address; its payment account is kept beside it so a restored session can pay
 * (spec §7: payments come from the payment address).
 */
export interface RememberedXverse {
  readonly address: string;
  readonly payment: XversePayment;
}

/**
 * What a session rule asks the app to do; the rules stay free of storage, router and toasts, and the store
 * that applies them carries them out in order.
 */
export type WalletEffect =
  /** An error message for the user (e.g. the spec §5 unsupported-address message). */
  | { readonly type: 'showError'; readonly message: string }
  /** Spec §8: the wallet is asked onto the market's chain (connector.moveToChain); one that stays off is let go. */
  | { readonly type: 'askToSwitchChain'; readonly walletName: WalletName; readonly chains: MarketChains }
  /** Why the wallet is not on the market's chain, said in the trader's language. */
  | { readonly type: 'showWrongChain'; readonly problem: WrongChain }
  /** The wrong-network popup, if one is showing, is closed. */
  | { readonly type: 'clearPopup' }
  /** The user's data (balances, lists) are fetched again. */
  | { readonly type: 'reloadData' }
  /** The wallet choice (and Xverse's addresses) are kept for the next load. */
  | { readonly type: 'rememberWallet'; readonly walletName: WalletName; readonly xverse?: RememberedXverse }
  /** Logout: the stored access token is removed. */
  | { readonly type: 'removeAccessToken' }
  /** Disconnect: local storage is cleared except the `keep` keys. */
  | { readonly type: 'clearLocalStorage'; readonly keep: readonly string[] }
  /** Sends the user home when the current route is login-protected (/wallet). */
  | { readonly type: 'leaveProtectedRoute' }
  /** The wallet's own session is ended too (connector.disconnect). */
  | { readonly type: 'disconnectWallet'; readonly walletName: WalletName };

export interface WalletTransition {
  readonly session: WalletSession;
  readonly effects: readonly WalletEffect[];
}
