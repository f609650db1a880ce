import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createMempoolClient } from '../api/mempoolClient';
import { useAppServices } from '../services/AppServicesContext';
import { pendingDummies } from './pendingDummies';
import { usePendingDummyTx } from './usePendingDummyTx';

/** How often a pending dummy transaction is looked up; blocks come minutes apart, so this is plenty. */
export const dummyWatchMs = 5_000;

/**
 * Follows the connected wallet's pending dummy transaction until it confirms, then lets buying go ahead and says
 * so. Mounted once with the wallet host, so it keeps watching whatever page the trader is on.
 */
export function usePendingDummiesWatch(): void {
  const { t } = useTranslation('trade');
  const { toaster } = useAppServices();
  const txid = usePendingDummyTx();

  useEffect(() => {
    if (txid === null) return undefined;
    // The server that serves the app answers its mempool proxy too (see main.tsx).
    const mempool = createMempoolClient({ baseUrl: `${window.location.origin}/mempool/api` });
    let stopped = false;
    const look = async () => {
      const confirmed = await mempool.isConfirmed(txid).catch(() => undefined);
      if (stopped || confirmed !== true) return;
      pendingDummies.clear();
      toaster.show('success', t('buying.dummiesReady'));
    };
    void look();
    const timer = setInterval(() => void look(), dummyWatchMs);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [t, toaster, txid]);
}
