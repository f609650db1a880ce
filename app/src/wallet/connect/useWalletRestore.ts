import { useEffect, useRef, useState } from 'react';
import { followChainTip } from '../../realtime/chainTip';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { onUnisatAccountsChanged, onUnisatChainChanged, restoreWallet, type WalletTransition } from '..';
import { takeWalletRestore } from './restoreInFlight';
import { readStoredWallet } from './storedWallet';
import { useApplyWalletTransition } from './useApplyWalletTransition';
import { useMarketNetwork } from './useMarketNetwork';
import { connectorFor, useWalletConnectors } from './walletConnectors';
import { walletSessionOf } from './walletSessionOf';

/**
 * How often the connected wallet's balance is read again besides at each block: what the wallet spent or received
 * elsewhere (another tab, another app) shows within this.
 */
export const balanceRefreshMs = 30_000;

/**
 * Spec §4, once per page (MarketLayout): restores the stored wallet without a prompt, follows unisat's
 * account and chain changes with the spec's rules, and keeps the balance fresh (at each block and every half minute).
 */
export function useWalletRestore(): void {
  const { storage, session } = useAppServices();
  const connectors = useWalletConnectors();
  const marketNetwork = useMarketNetwork();
  const apply = useApplyWalletTransition();
  // The latest apply (it knows the current route) without restoring again each time the route changes.
  const applyLatest = useRef(apply);
  useEffect(() => {
    applyLatest.current = apply;
  }, [apply]);
  // Begun as the page started (main.tsx) or while the first render runs, not in an effect: effects run after the
  // first paint, and a Buy pressed in between would find no restore in flight and ask the trader to connect the
  // wallet the page is about to restore.
  const [settleFirst] = useState(() =>
    readStoredWallet(storage).walletChoice === null ? undefined : takeWalletRestore(),
  );
  const settleRestore = useRef<() => void>(settleFirst ?? (() => undefined));

  useEffect(() => settleFirst, [settleFirst]);

  useEffect(() => {
    const applyTransition = (transition: WalletTransition) => applyLatest.current(transition);
    if (marketNetwork === undefined) return;
    let isCurrent = true;
    // Read at each step: the effect may be cleaned up while the market's chains or the restore are awaited.
    const stillCurrent = () => isCurrent;
    const stops: Array<() => void> = [];
    const follow = async () => {
      const context = { marketNetwork, marketChains: await connectors.readMarketChains(marketNetwork) };
      if (!stillCurrent()) return;
      stops.push(
        connectors.unisat.on('accountsChanged', (accounts) => {
          if (readStoredWallet(storage).walletChoice !== 'unisat') return;
          void onUnisatAccountsChanged(walletSessionOf(walletStore.state), accounts, connectors.unisat, context).then(
            applyTransition,
          );
        }),
        connectors.unisat.on('chainChanged', (chain) => {
          const stored = readStoredWallet(storage).walletChoice;
          void applyTransition(onUnisatChainChanged(walletSessionOf(walletStore.state), chain, stored, context));
        }),
      );
      const devnet = marketNetwork === 'devnet' ? { devnet: connectors.devnet } : {};
      const transition = await restoreWallet(
        readStoredWallet(storage),
        { unisat: connectors.unisat, xverse: connectors.xverse, ...devnet },
        context,
      );
      // A session that ended on this page, before the restore began (the chain is read first) or while it ran, ends
      // the restore too: whichever came first, the header offers to connect again, as after any 'Login expired'.
      const sessionEnded = session.expiries > 0;
      if (stillCurrent() && !sessionEnded) await applyTransition(transition);
    };
    follow()
      .catch(() => undefined)
      .finally(() => {
        if (isCurrent) settleRestore.current();
      });
    return () => {
      isCurrent = false;
      for (const stop of stops) stop();
    };
  }, [connectors, marketNetwork, session, storage]);

  useEffect(() => {
    const refresh = () => {
      const { isConnect, walletName } = walletStore.state;
      if (!isConnect || walletName === null) return;
      connectorFor(connectors, walletName)
        .getBalance()
        .then((balance) => {
          walletStore.setBalance(balance);
        })
        .catch(() => undefined);
    };
    // A block confirms what was paid and what arrived: the header shows it then, not at the next tick.
    const stopFollowing = followChainTip(refresh);
    const timer = setInterval(refresh, balanceRefreshMs);
    return () => {
      stopFollowing();
      clearInterval(timer);
    };
  }, [connectors]);
}
