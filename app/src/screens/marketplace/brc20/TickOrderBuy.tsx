import { Button, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../../api/apiCalls';
import { configStore, walletStore } from '../../../stores';
import { pendingDummies, pendingFor } from '../../../trading/pendingDummies';
import { useBuyListings } from '../../../trading/useBuyListings';

type TickOrder = ApiData<'/btc/brc_20/get_on_sale_order_list'>['items'][number];

/**
 * The order book's Buy column: each live listing can be bought from its row, through the same held,
 * market-merged purchase as NFTs. A trader's own listings and listings on hold offer no Buy.
 */
export function useBuyColumn(): TableColumn<TickOrder> {
  const { t } = useTranslation('trade');
  const { address } = useSnapshot(walletStore.state);
  const pending = pendingFor(useSnapshot(pendingDummies.state), address);
  const { buy, isBuying } = useBuyListings();
  const [buying, setBuying] = useState<string | null>(null);
  const buyOrder = async (order: TickOrder) => {
    setBuying(order.order_id);
    try {
      await buy({ market: 'brc20', orderIds: [order.order_id], feeRate: configStore.state.netRate.halfHourFee });
    } finally {
      setBuying(null);
    }
  };
  return {
    key: 'buy',
    header: t('orders.action'),
    align: 'end',
    size: 'small',
    cell: (order) =>
      order.status !== 'on_list' || order.seller_address.toLowerCase() === address.toLowerCase() ? null : (
        <Button
          size="small"
          aria-label={t('orders.buyLabel', { amount: order.amount, tick: order.tick })}
          isDisabled={pending !== null || (isBuying && buying !== order.order_id)}
          isLoading={buying === order.order_id}
          onPress={() => void buyOrder(order)}
        >
          {t('orders.buy')}
        </Button>
      ),
  };
}
