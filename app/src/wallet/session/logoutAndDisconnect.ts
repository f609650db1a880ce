import { devnetKeyStorageKey } from '../devnet/devnetKeyStore';
import type { WalletEffect, WalletTransition } from './WalletEffect';
import { disconnectedSession, type WalletSession } from './WalletSession';

/** Spec §4: logout only clears the access token; the wallet stays connected. */
export function logout(session: WalletSession): WalletTransition {
  return { session, effects: [{ type: 'removeAccessToken' }] };
}

/**
 * Spec §4: disconnect clears everything kept locally and leaves a protected route. The devnet wallet's key is
 * kept: it is the wallet itself (as an extension's seed is), not the site's memory of a session.
 */
export function disconnect(session: WalletSession): WalletTransition {
  const effects: WalletEffect[] = [
    ...(session.walletName === '' ? [] : [{ type: 'disconnectWallet', walletName: session.walletName } as const]),
    { type: 'clearLocalStorage', keep: [devnetKeyStorageKey] },
    { type: 'leaveProtectedRoute' },
  ];
  return { session: disconnectedSession, effects };
}
