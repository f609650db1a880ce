import { Button, type TableColumn } from '@ordmarket/ui';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../../api/apiCalls';
import { walletStore } from '../../../stores';
import { usePendingDummyTx } from '../../../purchase/usePendingDummyTx';
import { BuyConfirmDialog } from '../../../purchase/BuyConfirmDialog';
import { useBuyListings } from '../../../purchase/useBuyListings';

type TickOrder = ApiData<'/btc/brc_20/get_on_sale_order_list'>['items'][number];

/**
 * The order book's Buy column: each live listing can be bought from its row (after the costs are shown), through
 * the same held, market-merged purchase as NFTs. A trader's own listings and listings on hold offer no Buy.
 */
export function useOrderBuying(): { column: TableColumn<TickOrder>; dialog: ReactNode } {
  const { t } = useTranslation('trade');
  const { address } = useSnapshot(walletStore.state);
  const pending = usePendingDummyTx();
  const { buy, isBuying, step } = useBuyListings();
  const [chosen, setChosen] = useState<TickOrder | null>(null);
  const dialog = chosen && (
    <BuyConfirmDialog
      onOpenChange={(isOpen) => {
        if (!isOpen) setChosen(null);
      }}
      market="brc20"
      orderId={chosen.order_id}
      inscriptionId={chosen.inscription_id}
      name={t('orders.transfer', { amount: chosen.amount, tick: chosen.tick })}
      priceSats={chosen.price}
      step={step}
      onConfirm={async (feeRate) => {
        await buy({ market: 'brc20', orderIds: [chosen.order_id], feeRate });
      }}
    />
  );
  const column: TableColumn<TickOrder> = {
    key: 'buy',
    header: t('orders.action'),
    align: 'end',
    size: 'small',
    cell: (order) =>
      order.status !== 'on_list' || order.seller_address.toLowerCase() === address.toLowerCase() ? null : (
        <Button
          size="small"
          aria-label={t('orders.buyLabel', { amount: order.amount, tick: order.tick })}
          isDisabled={pending !== null || isBuying}
          onPress={() => setChosen(order)}
        >
          {t('orders.buy')}
        </Button>
      ),
  };
  return { column, dialog };
}
