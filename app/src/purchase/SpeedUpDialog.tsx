import { Button, Dialog, formatSats, textStyle } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useExplainError } from '../errors/useExplainError';
import { useFeeTier } from '../fees/useFeeTier';
import { useAppServices } from '../services/AppServicesContext';
import { walletStore } from '../stores';
import { connectorFor, useWalletConnectorsLoader } from '../wallet/connect/walletConnectorsContext';
import type { TradeMarket } from './buyListings';
import { speedUpPurchase } from './speedUp';
import type { WaitingPurchase } from './waitingPurchase';

export interface SpeedUpDialogProps {
  readonly market: TradeMarket;
  readonly purchase: WaitingPurchase;
  readonly onClose: () => void;
  /** The bump was relayed: the new transaction is the purchase now. */
  readonly onSent: (txid: string) => void;
}

/**
 * Raises the fee of a purchase waiting in the mempool: the rate it pays now, the tiers priced at its size, and the
 * least rate that can replace it (a lower one is not offered to sign). The wallet signs the same purchase again at
 * the chosen rate; a refusal is said here and the purchase waits as it was.
 */
export function SpeedUpDialog({ market, purchase, onClose, onSent }: SpeedUpDialogProps) {
  const { t } = useTranslation('account');
  const { api, toaster } = useAppServices();
  const loadConnectors = useWalletConnectorsLoader();
  const { walletName } = useSnapshot(walletStore.state);
  const explain = useExplainError();
  const { feeRate, feePicker } = useFeeTier('Fastest');
  const [isSending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const isTooLow = feeRate !== null && feeRate < purchase.min_bump_fee_rate;

  const send = async () => {
    if (feeRate === null || isTooLow || walletName === null) return;
    setSending(true);
    setProblem(null);
    try {
      const wallet = connectorFor(await loadConnectors(), walletName);
      const txid = await speedUpPurchase({ api, wallet }, { market, txid: purchase.txid, feeRate });
      void toaster.show('success', t('speedUp.sent', { rate: feeRate }));
      onSent(txid);
      onClose();
    } catch (error) {
      setProblem(explain(error, t('speedUp.cancelled')));
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('speedUp.title')}
      actions={
        <>
          <Button variant="text" color="neutral" onPress={onClose}>
            {t('speedUp.keep')}
          </Button>
          <Button
            isLoading={isSending}
            isDisabled={feeRate === null || isTooLow || walletName === null}
            onPress={() => void send()}
          >
            {t('speedUp.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('speedUp.now', { rate: purchase.fee_rate, fee: formatSats(purchase.network_fee) })}</p>
      <p>{t('speedUp.how')}</p>
      {feePicker(purchase.virtual_size)}
      <Least data-too-low={isTooLow || undefined}>{t('speedUp.least', { rate: purchase.min_bump_fee_rate })}</Least>
      {problem !== null && <Problem role="alert">{problem}</Problem>}
    </Dialog>
  );
}

const Least = styled.p`
  ${textStyle('body2')};
  color: ${vars.color.text.secondary};

  &[data-too-low] {
    color: ${vars.color.error.text};
  }
`;

const Problem = styled.p`
  ${textStyle('body2')};
  color: ${vars.color.error.text};
`;
