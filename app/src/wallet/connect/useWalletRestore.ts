import { useEffect, useRef } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { onUnisatAccountsChanged, onUnisatNetworkChanged, restoreWallet, type WalletTransition } from '..';
import { beginWalletRestore } from './restoreInFlight';
import { readStoredWallet } from './storedWallet';
import { useApplyWalletTransition } from './useApplyWalletTransition';
import { useMarketNetwork } from './useMarketNetwork';
import { connectorFor, useWalletConnectors } from './walletConnectors';
import { walletSessionOf } from './walletSessionOf';

/** How often the connected wallet's balance is read again (a devnet block comes every few seconds to minutes). */
export const balanceRefreshMs = 30_000;

/**
 * Spec §4, once per page (MarketLayout): restores the stored wallet without a prompt, follows unisat's
 * account and network changes with the spec's rules, and keeps the balance fresh.
 */
export function useWalletRestore(): void {
  const { storage } = useAppServices();
  const connectors = useWalletConnectors();
  const marketNetwork = useMarketNetwork();
  const apply = useApplyWalletTransition();
  // The latest apply (it knows the current route) without restoring again each time the route changes.
  const applyLatest = useRef(apply);
  useEffect(() => {
    applyLatest.current = apply;
  }, [apply]);
  // From the first render: a stored wallet is on its way back before the market has even said its network.
  const settleRestore = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (readStoredWallet(storage).walletChoice === null) return undefined;
    const settle = beginWalletRestore();
    settleRestore.current = settle;
    return settle;
  }, [storage]);

  useEffect(() => {
    const applyTransition = (transition: WalletTransition) => applyLatest.current(transition);
    if (marketNetwork === undefined) return;
    const context = { marketNetwork };
    let isCurrent = true;
    const devnet = marketNetwork === 'devnet' ? { devnet: connectors.devnet } : {};
    restoreWallet(
      readStoredWallet(storage),
      { unisat: connectors.unisat, xverse: connectors.xverse, ...devnet },
      context,
    )
      .then((transition) => (isCurrent ? applyTransition(transition) : undefined))
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) settleRestore.current();
      });

    const stopAccounts = connectors.unisat.on('accountsChanged', (accounts) => {
      if (readStoredWallet(storage).walletChoice !== 'unisat') return;
      void onUnisatAccountsChanged(walletSessionOf(walletStore.state), accounts, connectors.unisat, context).then(
        applyTransition,
      );
    });
    const stopNetwork = connectors.unisat.on('networkChanged', (network) => {
      const stored = readStoredWallet(storage).walletChoice;
      void applyTransition(onUnisatNetworkChanged(walletSessionOf(walletStore.state), network, stored, context));
    });
    return () => {
      isCurrent = false;
      stopAccounts();
      stopNetwork();
    };
  }, [connectors, marketNetwork, storage]);

  useEffect(() => {
    const timer = setInterval(() => {
      const { isConnect, walletName } = walletStore.state;
      if (!isConnect || walletName === null) return;
      connectorFor(connectors, walletName)
        .getBalance()
        .then((balance) => {
          walletStore.setBalance(balance);
        })
        .catch(() => undefined);
    }, balanceRefreshMs);
    return () => {
      clearInterval(timer);
    };
  }, [connectors]);
}
