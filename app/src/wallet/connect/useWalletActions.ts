import { useCallback } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { connectWallet, disconnect, logout, type WalletEffect, type WalletName } from '..';
import { tokensChanged } from './accountSignal';
import { signInWithWallet } from './signInWithWallet';
import { useApplyWalletTransition } from './useApplyWalletTransition';
import { useMarketNetwork } from './useMarketNetwork';
import { connectorFor, useWalletConnectors } from './walletConnectors';
import { AddressRefusedError } from './addressRefused';
import { walletSessionOf } from './walletSessionOf';

export interface WalletActions {
  /**
   * Connects the chosen wallet (its prompt on the market's chain, the address rule) and signs in to the server.
   * Rejects with the address rule's message (the wallet is then disconnected), the wallet's 'User Canceled',
   * WrongChainError for a wallet kept on another chain, or the server's error.
   */
  readonly connect: (walletName: WalletName) => Promise<void>;
  /** Spec §4: ends the server session and clears the access token; the wallet stays connected. */
  readonly logOut: () => Promise<void>;
  /** Spec §4: logs out, clears local storage and leaves a protected route. */
  readonly disconnect: () => Promise<void>;
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
      const network = marketNetwork ?? 'mainnet';
      const transition = await connectWallet(walletSessionOf(walletStore.state), connector, {
        marketNetwork: network,
        marketChains: await connectors.readMarketChains(network),
      });
      // A refused address is said in the dialog the user is looking at, not in a toast beside it.
      const refusal = transition.effects.find(
        (effect): effect is Extract<WalletEffect, { type: 'showError' }> => effect.type === 'showError',
      );
      await apply({ ...transition, effects: transition.effects.filter((effect) => effect !== refusal) });
      if (refusal) throw new AddressRefusedError(refusal.message);
      tokens.save(await signInWithWallet(api, connector, transition.session));
      tokensChanged();
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
