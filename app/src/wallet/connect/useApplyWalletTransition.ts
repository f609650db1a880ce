import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { isProtectedPath } from '../../paths/protectedPaths';
import { useShowError } from '../../services/useShowError';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { walletOffChain, type WalletTransition } from '..';
import { tokensChanged } from './accountSignal';
import { carryOutWalletEffects } from './carryOutWalletEffects';
import { clearStorageKeeping } from './clearStorageKeeping';
import { rememberWallet } from './storedWallet';
import { connectorFor, useWalletConnectors } from './walletConnectors';
import { storeWalletSession, walletSessionOf } from './walletSessionOf';
import { wrongChainMessage } from './wrongChainMessage';

/** Applies a session rule's result: the session into walletStore, then its effects on the real app. */
export function useApplyWalletTransition(): (transition: WalletTransition) => Promise<void> {
  const { storage, tokens, toaster } = useAppServices();
  const connectors = useWalletConnectors();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { mutate } = useSWRConfig();
  const { t } = useTranslation('account');
  const showFailure = useShowError();
  const switchToast = useRef<number | null>(null);

  return useMemo(() => {
    const dismissSwitchToast = () => {
      if (switchToast.current !== null) toaster.dismiss(switchToast.current);
      switchToast.current = null;
    };
    const apply = async ({ session, effects }: WalletTransition): Promise<void> => {
      storeWalletSession(walletStore, session);
      await carryOutWalletEffects(effects, {
        showError: (message) => void toaster.show('error', message),
        showFailure,
        askToSwitchChain: async (walletName, chains) => {
          switchToast.current = toaster.show(
            'error',
            t('network.switch', { chain: t(`network.chains.${chains.preferred}`) }),
          );
          try {
            await connectorFor(connectors, walletName).moveToChain(chains);
          } finally {
            dismissSwitchToast();
          }
        },
        // The session as it is now: the wallet's prompt may have been open for a while.
        letGoOffChain: (problem) => apply(walletOffChain(walletSessionOf(walletStore.state), problem)),
        showWrongChain: (problem) => void toaster.show('error', wrongChainMessage(t, problem, true)),
        clearPopup: dismissSwitchToast,
        // Every cached read is fetched again: balances and lists belong to the account now in use.
        reloadData: () => void mutate(() => true),
        rememberWallet: (walletName, xverse) => {
          rememberWallet(storage, walletName, xverse);
        },
        removeAccessToken: () => {
          tokens.clear();
          tokensChanged();
        },
        clearLocalStorage: (keep) => {
          clearStorageKeeping(storage, keep);
          tokensChanged();
        },
        leaveProtectedRoute: () => {
          if (isProtectedPath(pathname)) void navigate('/', { replace: true });
        },
        disconnectWallet: (walletName) => connectorFor(connectors, walletName).disconnect(),
      });
    };
    return apply;
  }, [connectors, mutate, navigate, pathname, showFailure, storage, t, toaster, tokens]);
}
