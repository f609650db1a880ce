import { keptThroughDisconnect } from './keptThroughDisconnect';
import type { WalletEffect, WalletTransition } from './WalletEffect';
import { disconnectedSession, type WalletSession } from './WalletSession';

/** Spec §4: logout only clears the access token; the wallet stays connected. */
export function logout(session: WalletSession): WalletTransition {
  return { session, effects: [{ type: 'removeAccessToken' }] };
}

/**
 * Spec §4: disconnect clears what is kept locally and leaves a protected route. The visitor's choices and the devnet
 * wallet's key stay (keptThroughDisconnect): they are not the site's memory of a session.
 */
export function disconnect(session: WalletSession): WalletTransition {
  const effects: WalletEffect[] = [
    ...(session.walletName === '' ? [] : [{ type: 'disconnectWallet', walletName: session.walletName } as const]),
    { type: 'clearLocalStorage', keep: keptThroughDisconnect },
    { type: 'leaveProtectedRoute' },
  ];
  return { session: disconnectedSession, effects };
}
