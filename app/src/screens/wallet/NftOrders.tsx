import { Amount, Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';
import { ListPager } from '../marketplace/list/ListPager';
import { pageSize } from '../marketplace/list/paging';
import { TableLink } from '../marketplace/list/TableLink';
import { useBookColumns } from './useBookColumns';
import { emptyPage, type OrderBook } from './walletLists';

type Order = ApiData<'/btc/ordinals/get_user_listed_orders'>['items'][number];

export interface NftOrdersProps {
  readonly address: string;
  readonly book: OrderBook;
}

/** The wallet's inscriptions still for sale, or sold, newest first, a page at a time. */
export function NftOrders({ address, book }: NftOrdersProps) {
  const { t } = useTranslation(['account', 'trade']);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useApi(
    '/btc/ordinals/get_user_listed_orders',
    { address, status: book, page, limit: pageSize },
    { emptyDefault: emptyPage, keepPreviousData: true },
  );
  const bookColumns = useBookColumns<Order>(book, (order) => order.created_at);
  const section = book === 'sold' ? 'sold' : 'listings';
  const columns: Array<TableColumn<Order>> = [
    {
      key: 'inscription',
      header: t('trade:orders.inscription'),
      isRowHeader: true,
      title: (order) => order.inscription_id,
      cell: (order) => (
        <TableLink to={`/assets/${order.inscription_id}`}>
          {order.inscription_name || t('trade:activity.number', { number: order.inscription_number })}
        </TableLink>
      ),
    },
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
    ...bookColumns,
  ];
  return (
    <>
      <Table
        aria-label={t(`account:${section}.nftLabel`)}
        columns={columns}
        items={data.items}
        itemKey={(order) => order.order_id}
        isLoading={isLoading}
        emptyText={t(`account:${section}.empty`)}
      />
      <ListPager page={page} total={data.total} onChange={setPage} label={t(`account:${section}.pages`)} />
    </>
  );
}
