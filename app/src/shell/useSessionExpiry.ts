import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { walletStore } from '../stores';
import { useAppServices } from '../services/AppServicesContext';
import { isProtectedPath } from '../paths/protectedPaths';
import { tokensChanged } from '../wallet/connect/accountSignal';

/**
 * Spec §8: when a refresh fails the user is warned 'Login expired, please log in again' and, on a protected route,
 * the app goes home; the header offers to connect again. Only the session ends: the API client already forgot its
 * tokens, and nothing else is removed. A wallet is not a session: the devnet wallet's key (its coins), the wallet
 * choice, the settings, the language and the welcome dialog's day all stay, so connecting again is the same wallet.
 */
export function useSessionExpiry(): void {
  const { session, toaster } = useAppServices();
  const { expiries } = useSnapshot(session);
  const seen = useRef(expiries);
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (expiries === seen.current) return;
    seen.current = expiries;
    toaster.show('error', t('session.expired'));
    tokensChanged();
    walletStore.resetWallet();
    if (isProtectedPath(pathname)) void navigate('/', { replace: true });
  }, [expiries, navigate, pathname, t, toaster]);
}
