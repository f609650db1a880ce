import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { accountSignal } from './accountSignal';

/** Signed in: a wallet is connected and the server's access token is kept (the only way into /wallet). */
export function useSignedIn(): boolean {
  const { tokens } = useAppServices();
  const { isConnect } = useSnapshot(walletStore.state);
  const { tokenChanges } = useSnapshot(accountSignal);
  // The tokens live in plain storage: the counter says when to read them again.
  const hasToken = useMemo(() => tokenChanges >= 0 && tokens.accessToken() !== undefined, [tokenChanges, tokens]);
  return isConnect && hasToken;
}
