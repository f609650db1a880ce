import { AddressText, Amount, formatMarketTime, Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { chooseSort } from '../../../stores';
import { ListPager } from '../../../common/tables/ListPager';
import { useOrderBuying } from './TickOrderBuy';
import { pageSize } from '../../../common/tables/paging';
import { TableLink } from '../../../common/tables/TableLink';
import { onSaleQuery, pressedColumn, soldQuery, tableSortOf, unsortedOrders, type OrderBook } from './orderSort';
import { intlLocale } from '../../../i18n/languageTags';

type TickOrder = ApiData<'/btc/brc_20/get_on_sale_order_list'>['items'][number];

const emptyPage = { items: [], total: 0, has_next: false };

export interface TickOrderTableProps {
  readonly tick: string;
  readonly book: OrderBook;
}

/** A token's live listings or past sales, sortable by unit price, amount and time (one column at a time). */
export function TickOrderTable({ tick, book }: TickOrderTableProps) {
  const { t, i18n } = useTranslation('trade');
  const [sorts, setSorts] = useState(unsortedOrders);
  const [page, setPage] = useState(1);
  const paging = { tick, page, limit: pageSize };
  const onSale = useApi(
    '/btc/brc_20/get_on_sale_order_list',
    book === 'onSale' ? { ...paging, ...onSaleQuery(sorts) } : null,
    { emptyDefault: emptyPage },
  );
  const sold = useApi('/btc/brc_20/get_sold_order_list', book === 'sold' ? { ...paging, ...soldQuery(sorts) } : null, {
    emptyDefault: emptyPage,
  });
  const { data, isLoading } = book === 'onSale' ? onSale : sold;
  const buying = useOrderBuying();

  const columns: Array<TableColumn<TickOrder>> = [
    {
      key: 'inscription',
      header: t('orders.inscription'),
      isRowHeader: true,
      title: (order) => order.inscription_id,
      cell: (order) => (
        <TableLink to={`/assets/${order.inscription_id}`}>
          {t('orders.transfer', { amount: order.amount, tick: order.tick })}
        </TableLink>
      ),
    },
    { key: 'amount', header: t('orders.amount'), align: 'end', isSortable: true, cell: (order) => order.amount },
    {
      key: 'price',
      header: t('orders.unitPrice'),
      align: 'end',
      isSortable: true,
      cell: (order) => t('orders.satsPerToken', { sats: order.unit_price }),
    },
    {
      key: 'total',
      header: t('orders.total'),
      align: 'end',
      cell: (order) => <Amount sats={order.price} size="small" />,
    },
    {
      key: 'seller',
      header: t('orders.seller'),
      hideBelow: 'md',
      cell: (order) => <AddressText address={order.seller_address} />,
    },
    {
      key: 'time',
      size: 'time',
      header: t(book === 'onSale' ? 'orders.listedAt' : 'orders.soldAt'),
      align: 'end',
      isSortable: true,
      hideBelow: 'sm',
      cell: (order) =>
        formatMarketTime(
          book === 'sold' ? (order.sold_at ?? order.listed_at) : order.listed_at,
          intlLocale(i18n.language),
        ),
    },
    ...(book === 'onSale' ? [buying.column] : []),
  ];

  return (
    <>
      <Table
        aria-label={t(`tickOrders.${book}Label`, { tick })}
        columns={columns}
        items={data.items}
        itemKey={(order) => order.order_id}
        sort={tableSortOf(sorts)}
        onSortChange={(next) => {
          const column = pressedColumn(next, sorts);
          if (column === undefined) return;
          setSorts(chooseSort(sorts, column));
          setPage(1);
        }}
        isLoading={isLoading}
        emptyText={t(`tickOrders.${book}Empty`)}
      />
      <ListPager page={page} total={data.total} onChange={setPage} label={t('orders.pages')} />
      {buying.dialog}
    </>
  );
}
