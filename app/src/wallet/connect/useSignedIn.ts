import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useAppServices } from '../../services/AppServicesContext';
import { accountSignal } from './accountSignal';

/**
 * Signed in: the server's access token is kept (a wallet's challenge signature, or a QR code approved on
 * another device). Log out and Disconnect remove it (spec §4).
 */
export function useSignedIn(): boolean {
  const { tokens } = useAppServices();
  const { tokenChanges } = useSnapshot(accountSignal);
  // The tokens live in plain storage: the counter says when to read them again.
  return useMemo(() => tokenChanges >= 0 && tokens.accessToken() !== undefined, [tokenChanges, tokens]);
}
