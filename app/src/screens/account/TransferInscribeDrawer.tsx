import { typedAmountText } from '@ordmarket/protocol';
import { Brc20TransferForm, Drawer, noValue } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useApi } from '../../api/useApi';
import { FollowedOrderProgress } from '../../inscribing/FollowedOrderProgress';
import { checkTransfer } from '../../inscribing/inscribeFields';
import { useInscribeOrderForm } from '../../inscribing/useInscribeOrderForm';
import { useProblemText } from '../../inscribing/useProblemText';
import { useShowError } from '../../services/useShowError';
import { useAppServices } from '../../services/AppServicesContext';
import { connectorFor, useWalletConnectors } from '../../wallet/connect/walletConnectors';
import { tradeStore, walletStore } from '../../stores';

export interface TransferInscribeDrawerProps {
  /** The signed-in holder, whose balance is inscribed and who receives the inscription. */
  readonly address: string;
}

/**
 * The trade store's inscribe drawer: a TRANSFER inscription of part of one token's available balance (the
 * tick in the trade store's tick data), so that part can be listed. Opening it closes the sale drawer.
 */
export function TransferInscribeDrawer({ address }: TransferInscribeDrawerProps) {
  const { t } = useTranslation('trade');
  const { inscribeOpen, tickData } = useSnapshot(tradeStore.state);
  return (
    <Drawer
      isOpen={inscribeOpen}
      onOpenChange={(open) => {
        if (open) tradeStore.openInscribe();
        else tradeStore.closeInscribe();
      }}
      title={t('inscribe.transferTitle', { tick: tickData.tick })}
    >
      <TransferOrder address={address} tick={tickData.tick} icon={tickData.icon} />
    </Drawer>
  );
}

interface TransferOrderProps {
  readonly address: string;
  readonly tick: string;
  readonly icon: string;
}

/**
 * The form, then the paid order; inside the drawer so closing it starts again. A wallet that inscribes transfers
 * itself (UniSat) does so in its own window; any other pays the market's inscription service.
 */
function TransferOrder({ address, tick, icon }: TransferOrderProps) {
  const { t } = useTranslation('trade');
  const { api, toaster } = useAppServices();
  const showError = useShowError();
  const connectors = useWalletConnectors();
  const problemText = useProblemText();
  const [amount, setAmount] = useState('');
  const [isWalletInscribing, setWalletInscribing] = useState(false);
  const possible = useApi(
    '/btc/brc_20/get_address_coin_cuts_possible_amount',
    { tick, address },
    { emptyDefault: { tick, address, decimals: 18, possible_amount: '0' } },
  );
  const { decimals, possible_amount: available } = possible.data;
  const check = checkTransfer(amount, { decimals, available });
  // What the market inscribes: the amount as protocol's grammar read it (no blanks, plain digits).
  const sentAmount = typedAmountText(amount);
  const order = useInscribeOrderForm({
    valuesKey: amount,
    costRequest: (feeRate) =>
      check.isReady
        ? {
            path: '/btc/brc_20/get_mint_txsize',
            body: { tick, amount, repeat: 1, op: 'transfer', fee_rate: feeRate, receive_address: address },
          }
        : null,
    isReady: !possible.isLoading && check.isReady,
    isBusy: isWalletInscribing,
  });
  const { feeRate, payment } = order;

  const inscribeInWallet = async (inscribeTransfer: (tick: string, amount: string) => Promise<void>) => {
    setWalletInscribing(true);
    try {
      await inscribeTransfer(tick, sentAmount);
      // The wallet inscribes through its own service: the balances move once the chain shows the inscription.
      toaster.show('success', t('inscribe.walletInscribing'));
      tradeStore.closeInscribe();
    } catch (error) {
      showError(error, t('inscribe.cancelled'));
    } finally {
      setWalletInscribing(false);
    }
  };

  const inscribe = async () => {
    const { walletName } = walletStore.state;
    const inscribeTransfer = walletName === null ? undefined : connectorFor(connectors, walletName).inscribeTransfer;
    if (inscribeTransfer !== undefined) {
      await inscribeInWallet(inscribeTransfer);
      return;
    }
    if (feeRate === null) return;
    const refusedOrder = await payment.pay({
      // The service inscribes to the signed-in holder: a transfer counts only at the address holding the balance.
      place: () =>
        api.post('/btc/brc_20/create_mint_inscription_order', { tick, amount: sentAmount, fee_rate: feeRate }),
      record: (task, txid) =>
        api.recordPayment('/btc/brc_20/update_mint_inscription_order', { order_id: task.task_id, txid }),
    });
    order.remember(refusedOrder);
  };

  if (payment.task !== null) return <FollowedOrderProgress task={payment.task} />;
  return (
    <Brc20TransferForm
      tick={tick}
      {...(icon === '' ? {} : { icon })}
      available={possible.isLoading ? noValue : available}
      amount={amount}
      onAmountChange={setAmount}
      amountError={problemText(check.problems.amount) ?? order.refused('amount')}
      {...order.paymentProps}
      onSubmit={() => void inscribe()}
    />
  );
}
