import { Amount, formatTokenAmount } from '@ordmarket/ui';
import type { ApiData } from '../../api/apiCalls';
import { emptyPage } from './walletLists';
import type { WalletOrderMarket } from './WalletOrderMarket';

type TokenOrder = ApiData<'/btc/brc_20/get_user_orders'>['items'][number];

/** The wallet's BRC-20 transfer inscriptions listed for sale, or sold: each with its unit and total price. */
export const tokenWalletOrders: WalletOrderMarket<TokenOrder, '/btc/brc_20/get_user_orders'> = {
  market: 'brc20',
  ordersRead: (body) => ({ path: '/btc/brc_20/get_user_orders', body, emptyDefault: emptyPage }),
  orderPage: (answer) => answer,
  offerName: (order, t) => t('trade:orders.transfer', { amount: formatTokenAmount(order.amount), tick: order.tick }),
  marketColumns: (t) => [
    {
      key: 'unitPrice',
      header: t('trade:orders.unitPrice'),
      align: 'end',
      hideBelow: 'sm',
      cell: (order) => t('trade:orders.satsPerToken', { sats: order.unit_price }),
    },
    {
      key: 'total',
      header: t('trade:orders.total'),
      align: 'end',
      cell: (order) => <Amount sats={order.price} size="small" />,
    },
  ],
  listedAt: (order) => order.listed_at,
};
