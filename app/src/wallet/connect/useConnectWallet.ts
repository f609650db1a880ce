import { useCallback } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores/wallet/walletStore';
import { requestConnection } from './accountSignal';
import { walletRestoreSettled } from './restoreInFlight';

/** A restore waits on the market's network and the wallet; longer than this, the trader is asked to connect. */
export const restoreWaitLimitMs = 8_000;

/**
 * For any screen that needs a wallet (Pay, Buy, /wallet): answers true once a wallet is connected and signed in,
 * false when the user closes the connect dialog. The wallet the page is still restoring counts: the dialog opens
 * only when, once that is done, there is none.
 */
export function useConnectWallet(): () => Promise<boolean> {
  const { tokens } = useAppServices();
  return useCallback(async () => {
    await walletRestoreSettled(restoreWaitLimitMs);
    if (walletStore.state.isConnect && tokens.accessToken() !== undefined) return true;
    return requestConnection();
  }, [tokens]);
}
