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

type Order = ApiData<'/btc/brc_20/get_user_orders'>['items'][number];

export interface TokenOrdersProps {
  readonly address: string;
  readonly book: OrderBook;
}

/** The wallet's BRC-20 transfer inscriptions still for sale, or sold, newest first, a page at a time. */
export function TokenOrders({ address, book }: TokenOrdersProps) {
  const { t } = useTranslation(['account', 'trade']);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_user_orders',
    { address, status: book, page, limit: pageSize },
    { emptyDefault: emptyPage, keepPreviousData: true },
  );
  const bookColumns = useBookColumns<Order>(book, (order) => order.listed_at);
  const section = book === 'sold' ? 'sold' : 'listings';
  const columns: Array<TableColumn<Order>> = [
    {
      key: 'inscription',
      header: t('trade:orders.inscription'),
      isRowHeader: true,
      title: (order) => order.inscription_id,
      cell: (order) => (
        <TableLink to={`/assets/${order.inscription_id}`}>
          {t('trade:orders.transfer', { amount: order.amount, tick: order.tick })}
        </TableLink>
      ),
    },
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
    ...bookColumns,
  ];
  return (
    <>
      <Table
        aria-label={t(`account:${section}.brc20Label`)}
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
