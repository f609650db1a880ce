import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiCallError } from '../api/ApiCallError';
import { useShowError } from '../services/useShowError';
import { useAppServices } from '../services/AppServicesContext';
import { showPaymentSnack } from '../stores/overlays/overlaysStore';
import { useConnectWallet } from '../wallet/connect/useConnectWallet';
import { connectorFor, useWalletConnectors } from '../wallet/connect/walletConnectors';
import { walletStore } from '../stores';
import type { WalletConnector } from '../wallet';
import { payInscriptionOrder, type AmountDue, type InscribeTask } from './payInscriptionOrder';

/** One order to pay: how it is opened for the signed-in wallet's address, and how its payment is recorded. */
export interface InscriptionOrderCalls {
  readonly place: (walletAddress: string) => Promise<InscribeTask>;
  readonly record: (task: InscribeTask, txid: string) => Promise<InscribeTask>;
}

export interface InscriptionPaymentFlow {
  /** The order once paid (or paid and not recorded), for the drawer to follow; null while the form shows. */
  readonly task: InscribeTask | null;
  readonly isPaying: boolean;
  /**
   * Connects and signs in first when needed, then opens, pays and records the order. Answers the market's
   * refusal to open it, for the form to show under the field it names.
   */
  readonly pay: (calls: InscriptionOrderCalls) => Promise<ApiCallError | null>;
}

/** A BRC-20 task is paid its `total_fee` (the whole order: fees, postage and payouts) at its own fee rate. */
const taskAmountDue = (task: InscribeTask): AmountDue => ({
  address: task.payment_address,
  sats: task.total_fee,
  feeRate: task.fee_rate,
});

/** What the payment spent shows at once, as unconfirmed, not only at the next block. */
function refreshBalance(wallet: WalletConnector): void {
  void wallet
    .getBalance()
    .then((balance) => {
      walletStore.setBalance(balance);
    })
    .catch(() => undefined);
}

/**
 * Pays a BRC-20 deploy, mint or transfer inscription order with the connected wallet (see payInscriptionOrder),
 * with the launchpad mint's words: 'Payment success' and the payment snack, or 'Cancelled' and the form kept.
 */
export function useInscriptionPayment(): InscriptionPaymentFlow {
  const { t } = useTranslation('trade');
  const { tokens, toaster } = useAppServices();
  const showError = useShowError();
  const connectors = useWalletConnectors();
  const connect = useConnectWallet();
  const [task, setTask] = useState<InscribeTask | null>(null);
  const [isPaying, setIsPaying] = useState(false);

  const pay = async ({ place, record }: InscriptionOrderCalls): Promise<ApiCallError | null> => {
    const signedIn = (walletStore.state.isConnect && tokens.accessToken() !== undefined) || (await connect());
    const { walletName, address } = walletStore.state;
    if (!signedIn || walletName === null) return null;
    const wallet = connectorFor(connectors, walletName);
    setIsPaying(true);
    try {
      const outcome = await payInscriptionOrder({
        place: () => place(address),
        amountDue: taskAmountDue,
        record,
        wallet,
      });
      switch (outcome.kind) {
        case 'paid':
          toaster.show('success', t('inscribe.paid'));
          showPaymentSnack({ type: 'success' });
          setTask(outcome.order);
          refreshBalance(wallet);
          return null;
        case 'unrecorded':
          // The payment went out: the order is still followed, since the service sees it arrive on its own.
          showError(outcome.error);
          setTask({ ...outcome.order, pay_txid: outcome.txid });
          refreshBalance(wallet);
          return null;
        case 'cancelled':
          toaster.show('error', t('inscribe.cancelled'));
          return null;
        case 'failed':
          showError(outcome.error);
          return null;
        case 'refused':
          return outcome.refusal;
      }
    } finally {
      setIsPaying(false);
    }
  };

  return { task, isPaying, pay };
}
