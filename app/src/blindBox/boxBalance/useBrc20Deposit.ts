import type { Brc20DepositProps, Brc20DepositState } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/useApi';
import { depositableTransfers } from './boxAnswers';
import { useExplainError } from '../../errors/useExplainError';
import { useWalletDeposit } from './useWalletDeposit';

const noTransfers = { items: [], total: 0, has_next: false };
// A holder rarely keeps more unlisted transfers than this; the server pages at 100 at most.
const transfersRead = 100;

/**
 * The BRC-20 deposit: the wallet's transfer inscriptions, and a send of those chosen to the recharge address, signed
 * in the wallet. A sent one leaves the list at once; `onSent` reads the deposits again.
 */
export function useBrc20Deposit(onSent: () => void): Brc20DepositProps {
  const { t } = useTranslation('boxScreens');
  const failureText = useExplainError();
  const depositFromWallet = useWalletDeposit();
  const transfers = useApi(
    '/btc/brc_20/get_my_inscription_to_on_list',
    { page: 1, limit: transfersRead },
    { emptyDefault: noTransfers },
  );
  const [sent, setSent] = useState<readonly string[]>([]);
  const [state, setState] = useState<Brc20DepositState>({ kind: 'idle' });

  const send = async (inscriptionIds: readonly string[]) => {
    setState({ kind: 'pending' });
    try {
      const txid = await depositFromWallet({ to: 'recharge', inscriptionIds });
      if (txid === null) {
        setState({ kind: 'failed', message: t('deposit.noWallet') });
        return;
      }
      setSent((earlier) => [...earlier, ...inscriptionIds]);
      setState({ kind: 'sent', txid });
      onSent();
    } catch (error) {
      setState({ kind: 'failed', message: failureText(error, t('deposit.cancelled')) });
    }
  };

  return {
    transfers: depositableTransfers(transfers.data.items, sent),
    loading: transfers.isLoading,
    onSend: (inscriptionIds) => void send(inscriptionIds),
    state,
  };
}
