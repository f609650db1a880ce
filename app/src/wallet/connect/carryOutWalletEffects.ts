import type { NetworkName } from '@ordmarket/protocol';
import type { RememberedXverse, WalletEffect, WalletName } from '..';

/** What the app does for each effect a session rule asks for; the hook below wires these to the real app. */
export interface WalletEffectHandlers {
  showError(message: string): void;
  askToSwitchNetwork(network: NetworkName): Promise<void>;
  clearPopup(): void;
  reloadData(): void;
  rememberWallet(walletName: WalletName, xverse?: RememberedXverse): void;
  removeAccessToken(): void;
  clearLocalStorage(keep: readonly string[]): void;
  leaveProtectedRoute(): void;
  disconnectWallet(walletName: WalletName): Promise<void>;
}

/** Carries out a rule's effects in order; a wallet that fails to switch or disconnect does not stop the rest. */
export async function carryOutWalletEffects(
  effects: readonly WalletEffect[],
  handlers: WalletEffectHandlers,
): Promise<void> {
  for (const effect of effects) {
    switch (effect.type) {
      case 'showError':
        handlers.showError(effect.message);
        break;
      case 'askToSwitchNetwork':
        await handlers.askToSwitchNetwork(effect.network).catch((error: unknown) => {
          handlers.showError(error instanceof Error ? error.message : String(error));
        });
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
