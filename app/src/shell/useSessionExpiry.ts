import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { walletStore } from '../stores';
import { useAppServices } from '../services/AppServicesContext';
import { clearSessionStorage } from '../services/clearSessionStorage';
import { isProtectedPath } from '../routes/protectedPaths';

/**
 * Spec §8: when a refresh fails the user is warned 'Login expired, please log in again', the session's
 * storage is cleared and, on a protected route, the app goes home. Public pages stay where they are.
 */
export function useSessionExpiry(): void {
  const { session, storage, toaster } = useAppServices();
  const { expiries } = useSnapshot(session);
  const seen = useRef(expiries);
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(() => {
    if (expiries === seen.current) return;
    seen.current = expiries;
    toaster.show('error', t('session.expired'));
    clearSessionStorage(storage);
    walletStore.resetWallet();
    if (isProtectedPath(pathname)) void navigate('/', { replace: true });
  }, [expiries, navigate, pathname, storage, t, toaster]);
}
