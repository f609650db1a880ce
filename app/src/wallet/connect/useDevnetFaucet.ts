import { formatBtc } from '@ordmarket/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../services/AppServicesContext';
import { walletStore } from '../../stores';
import { explainError } from '../../errors/explainError';
import { useWalletConnectors } from './walletConnectors';

/** What one faucet press pays: enough for a few purchases and their fees on the devnet. */
export const faucetSats = 10_000_000;

/**
 * Funds the devnet wallet from the devnet treasury (POST /devnet/faucet) and shows the new balance. The coins
 * are unconfirmed until the next devnet block (mined on the server's timer, or by POST /devnet/mine).
 */
export function useDevnetFaucet(): () => Promise<void> {
  const { toaster } = useAppServices();
  const { devnet } = useWalletConnectors();
  const { t } = useTranslation('account');
  const { t: tCommon } = useTranslation('common');
  return useCallback(async () => {
    try {
      await devnet.faucet(faucetSats);
      walletStore.setBalance(await devnet.getBalance());
      toaster.show('success', t('faucet.paid', { amount: formatBtc(faucetSats) }));
    } catch (error) {
      const { text, hint } = explainError(error, tCommon);
      toaster.show('error', t('faucet.failed', { reason: text }), hint);
    }
  }, [devnet, t, tCommon, toaster]);
}
