import { useCallback } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { connectWallet, disconnect, logout, type WalletName } from '../../wallet';
import { tokensChanged } from './accountSignal';
import { signInWithWallet } from './signInWithWallet';
import { useApplyWalletTransition } from './useApplyWalletTransition';
import { useMarketNetwork } from './useMarketNetwork';
import { connectorFor, useWalletConnectors } from './walletConnectors';
import { walletSessionOf } from './walletSessionOf';

export interface WalletActions {
  /**
   * Connects the chosen wallet (its prompt, the address rule) and signs in to the server. Answers whether the
   * wallet is connected and signed in; a refused address answers false after the rule's message is shown.
   * Rejects with the wallet's or the server's error ('User Canceled' when the user refused).
   */
  connect(walletName: WalletName): Promise<boolean>;
  /** Spec §4: ends the server session and clears the access token; the wallet stays connected. */
  logOut(): Promise<void>;
  /** Spec §4: logs out, clears local storage and leaves a protected route. */
  disconnect(): Promise<void>;
}

export function useWalletActions(): WalletActions {
  const { api, tokens } = useAppServices();
  const connectors = useWalletConnectors();
  const marketNetwork = useMarketNetwork();
  const apply = useApplyWalletTransition();

  // The server forgets the refresh token's session; the local tokens go whatever it answers.
  const endServerSession = useCallback(async () => {
    const refreshToken = tokens.refreshToken();
    if (tokens.accessToken() === undefined) return;
    await api
      .post('/api/v1/user/ordinals/logout', refreshToken === undefined ? {} : { refresh_token: refreshToken })
      .catch(() => undefined);
  }, [api, tokens]);

  const connect = useCallback(
    async (walletName: WalletName) => {
      const connector = connectorFor(connectors, walletName);
      const transition = await connectWallet(walletSessionOf(walletStore.state), connector, {
        marketNetwork: marketNetwork ?? 'mainnet',
      });
      await apply(transition);
      if (!transition.session.isConnect) return false;
      tokens.save(await signInWithWallet(api, connector, transition.session));
      tokensChanged();
      return true;
    },
    [api, apply, connectors, marketNetwork, tokens],
  );

  const logOut = useCallback(async () => {
    await endServerSession();
    await apply(logout(walletSessionOf(walletStore.state)));
  }, [apply, endServerSession]);

  const disconnectWallet = useCallback(async () => {
    await endServerSession();
    await apply(disconnect(walletSessionOf(walletStore.state)));
  }, [apply, endServerSession]);

  return { connect, logOut, disconnect: disconnectWallet };
}
