import type { MarketChains, RememberedXverse, WalletEffect, WalletName, WrongChain } from '..';
import { WrongChainError } from '../chain/wrongChain';

/** What the app does for each effect a session rule asks for; the hook below wires these to the real app. */
export interface WalletEffectHandlers {
  showError(message: string): void;
  /** A wallet call that failed, said in the trader's words with what to do. */
  showFailure(error: unknown): void;
  /** Asks the wallet onto the market's chain; rejects WrongChainError when it stays off. */
  askToSwitchChain(walletName: WalletName, chains: MarketChains): Promise<void>;
  /** The wallet stayed off the market's chain: the session rule for it (walletOffChain) is applied. */
  letGoOffChain(problem: WrongChain): Promise<void>;
  showWrongChain(problem: WrongChain): void;
  clearPopup(): void;
  reloadData(): void;
  rememberWallet(walletName: WalletName, xverse?: RememberedXverse): void;
  removeAccessToken(): void;
  clearLocalStorage(keep: readonly string[]): void;
  leaveProtectedRoute(): void;
  disconnectWallet(walletName: WalletName): Promise<void>;
}

/**
 * Carries out a rule's effects in order; a wallet that fails to switch or disconnect does not stop the rest, and one
 * that stays off the market's chain is let go.
 */
export async function carryOutWalletEffects(
  effects: readonly WalletEffect[],
  handlers: WalletEffectHandlers,
): Promise<void> {
  for (const effect of effects) {
    switch (effect.type) {
      case 'showError':
        handlers.showError(effect.message);
        break;
      case 'askToSwitchChain':
        await handlers.askToSwitchChain(effect.walletName, effect.chains).catch(async (error: unknown) => {
          if (error instanceof WrongChainError) await handlers.letGoOffChain(error.problem);
          else handlers.showFailure(error);
        });
        break;
      case 'showWrongChain':
        handlers.showWrongChain(effect.problem);
        break;
      case 'clearPopup':
        handlers.clearPopup();
        break;
      case 'reloadData':
        handlers.reloadData();
        break;
      case 'rememberWallet':
        handlers.rememberWallet(effect.walletName, effect.xverse);
        break;
      case 'removeAccessToken':
        handlers.removeAccessToken();
        break;
      case 'clearLocalStorage':
        handlers.clearLocalStorage(effect.keep);
        break;
      case 'leaveProtectedRoute':
        handlers.leaveProtectedRoute();
        break;
      case 'disconnectWallet':
        // The extension may already have forgotten the site; our side is cleared either way.
        await handlers.disconnectWallet(effect.walletName).catch(() => undefined);
        break;
    }
  }
}
