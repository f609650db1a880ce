import { Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiPath } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';
import { ListPager } from '../../common/tables/ListPager';
import { TableLink } from '../../common/tables/TableLink';
import { useBookColumns } from './useBookColumns';
import type { OrderBook } from './walletLists';
import { walletOrdersBody, type WalletOrder, type WalletOrderMarket } from './WalletOrderMarket';

export interface WalletOrderTableProps<Order extends WalletOrder, Path extends ApiPath> {
  readonly market: WalletOrderMarket<Order, Path>;
  readonly address: string;
  readonly book: OrderBook;
}

/** The wallet's orders in one market, still for sale or sold, newest first, a page at a time. */
export function WalletOrderTable<Order extends WalletOrder, Path extends ApiPath>({
  market,
  address,
  book,
}: WalletOrderTableProps<Order, Path>) {
  const { t } = useTranslation(['account', 'trade']);
  const [page, setPage] = useState(1);
  const read = market.ordersRead(walletOrdersBody(address, book, page));
  const answer = useApi(read.path, read.body, { emptyDefault: read.emptyDefault, keepPreviousData: true });
  const orders = market.orderPage(answer.data);
  const bookColumns = useBookColumns<Order>(book, market.listedAt);
  const section = book === 'sold' ? 'sold' : 'listings';
  const columns: Array<TableColumn<Order>> = [
    {
      key: 'inscription',
      header: t('trade:orders.inscription'),
      isRowHeader: true,
      title: (order) => order.inscription_id,
      cell: (order) => <TableLink to={`/assets/${order.inscription_id}`}>{market.offerName(order, t)}</TableLink>,
    },
    ...market.marketColumns(t),
    ...bookColumns,
  ];
  return (
    <>
      <Table
        aria-label={t(`account:${section}.${market.market}Label`)}
        columns={columns}
        items={orders.items}
        itemKey={(order) => order.order_id}
        isLoading={answer.isLoading}
        emptyText={t(`account:${section}.empty`)}
      />
      <ListPager page={page} total={orders.total} onChange={setPage} label={t(`account:${section}.pages`)} />
    </>
  );
}
