import { readBtcText } from '@ordmarket/protocol';
import { Drawer, RechargePanel } from '@ordmarket/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { useAppServices } from '../../services/AppServicesContext';
import { useCopyText } from '../useCopyText';
import { connectorFor, useWalletConnectors } from '../../wallet/connect/walletConnectors';
import { configStore, knownFeeRate, walletStore } from '../../stores';
import { boxDepositsOf, creditedDepositsOf } from './boxAnswers';
import { boxFeeRate } from './boxFeeRate';
import { boxFollowMs, useBoxBalance } from './boxReads';
import { useExplainError } from '../../errors/useExplainError';
import { useBoxDrawer } from './useBoxDrawer';
import { useBrc20Deposit } from './useBrc20Deposit';

const noAddressYet = { address: '', confirmations_needed: 0, deposits: [] };

/**
 * Recharging the box: the personal deposit address, a send of BTC or of BRC-20 transfer inscriptions from the wallet,
 * and the deposits as they confirm.
 */
export function RechargeDrawer() {
  const { t } = useTranslation('boxScreens');
  return (
    <Drawer {...useBoxDrawer('recharge')} title={t('recharge.title')}>
      <Recharge />
    </Drawer>
  );
}

function Recharge() {
  const { t } = useTranslation('boxScreens');
  const failureText = useExplainError();
  const { toaster } = useAppServices();
  const connectors = useWalletConnectors();
  const { isConnect, walletName } = useSnapshot(walletStore.state);
  const recharge = useApi(
    '/btc/blind_box/get_recharge_address',
    {},
    {
      emptyDefault: noAddressYet,
      refreshInterval: boxFollowMs,
    },
  );
  // The balance is followed too, and read again the moment a deposit shows as credited here: the two reads poll
  // apart, and a balance read just before the credit would otherwise stay on screen once the drawer closes.
  const readBalanceAgain = useBoxBalance(true).mutate;
  const credited = creditedDepositsOf(recharge.data);
  const creditedSeen = useRef(credited);
  useEffect(() => {
    if (creditedSeen.current === credited) return;
    creditedSeen.current = credited;
    void readBalanceAgain();
  }, [credited, readBalanceAgain]);
  const [amount, setAmount] = useState('');
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const { address } = recharge.data;
  const brc20 = useBrc20Deposit(() => void recharge.mutate());

  const send = async () => {
    const reading = readBtcText(amount);
    // The panel says under the field why a text is not an amount, and keeps Send disabled until it is one.
    if (walletName === null || address === '' || !reading.ok) return;
    const sats = reading.units;
    setSending(true);
    setSendError(undefined);
    try {
      await connectorFor(connectors, walletName).sendBitcoin(address, Number(sats), {
        feeRate: knownFeeRate(boxFeeRate(configStore.state.netRate)),
      });
      toaster.show('success', t('recharge.sent'));
      setAmount('');
      await recharge.mutate();
    } catch (error) {
      setSendError(failureText(error, t('recharge.cancelled')));
    } finally {
      setSending(false);
    }
  };

  const copy = useCopyText({ done: t('recharge.copied'), failed: t('recharge.copyFailed') });

  return (
    <RechargePanel
      address={address}
      confirmationsNeeded={recharge.data.confirmations_needed}
      deposits={boxDepositsOf(recharge.data)}
      amount={amount}
      onAmountChange={setAmount}
      onSendFromWallet={() => void send()}
      sending={sending}
      {...(sendError === undefined ? {} : { sendError })}
      walletConnected={isConnect && walletName !== null}
      brc20={brc20}
      onCopy={copy}
      loading={recharge.isLoading}
    />
  );
}
