import { Amount } from '@ordmarket/ui';
import type { ApiData } from '../../api/apiCalls';
import { TableLink } from '../../common/tables/TableLink';
import { emptyPage } from './walletLists';
import type { WalletOrderMarket } from './WalletOrderMarket';

type NftOrder = ApiData<'/btc/ordinals/get_user_listed_orders'>['items'][number];

/** The wallet's inscriptions listed for sale, or sold: each with its collection and price. */
export const nftWalletOrders: WalletOrderMarket<NftOrder, '/btc/ordinals/get_user_listed_orders'> = {
  market: 'nft',
  ordersRead: (body) => ({ path: '/btc/ordinals/get_user_listed_orders', body, emptyDefault: emptyPage }),
  orderPage: (answer) => answer,
  // An inscription without a name in its collection goes by its number.
  offerName: (order, t) => order.inscription_name || t('trade:activity.number', { number: order.inscription_number }),
  marketColumns: (t) => [
    {
      key: 'collection',
      header: t('trade:activity.collection'),
      hideBelow: 'sm',
      cell: (order) =>
        order.collection_id === null ? null : (
          <TableLink to={`/collections/${encodeURIComponent(order.collection_id)}`}>
            {order.collection_name ?? order.collection_id}
          </TableLink>
        ),
    },
    {
      key: 'price',
      header: t('trade:orders.price'),
      align: 'end',
      cell: (order) => <Amount sats={order.sale_price} size="small" />,
    },
  ],
  listedAt: (order) => order.created_at,
};
