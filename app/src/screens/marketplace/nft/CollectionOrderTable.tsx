import { AddressText, Amount, Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { ListPager } from '../list/ListPager';
import { formatMarketTime } from '../list/marketTime';
import { OrderEventBadge } from '../list/OrderEventBadge';
import { pageSize } from '../list/paging';
import { TableLink } from '../list/TableLink';

type CollectionOrder = ApiData<'/btc/ordinals/get_collection_order_list'>['items'][number];

const emptyPage = { items: [], total: 0, has_next: false };

export interface CollectionOrderTableProps {
  readonly collectionId: string;
  readonly collectionName: string;
}

/** A collection's market events, newest first: listings, purchases under way, sales and delistings. */
export function CollectionOrderTable({ collectionId, collectionName }: CollectionOrderTableProps) {
  const { t, i18n } = useTranslation('trade');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useApi(
    '/btc/ordinals/get_collection_order_list',
    { collection_id: collectionId, page, limit: pageSize },
    { emptyDefault: emptyPage },
  );
  const columns: Array<TableColumn<CollectionOrder>> = [
    {
      key: 'event',
      header: t('orders.eventHeader'),
      size: 'small',
      cell: (order) => <OrderEventBadge status={order.status} />,
    },
    {
      key: 'inscription',
      header: t('orders.inscription'),
      isRowHeader: true,
      title: (order) => order.inscription_id,
      cell: (order) => <TableLink to={`/assets/${order.inscription_id}`}>{order.inscription_id}</TableLink>,
    },
    {
      key: 'price',
      header: t('orders.price'),
      align: 'end',
      cell: (order) => <Amount sats={order.sale_price} size="small" />,
    },
    {
      key: 'seller',
      header: t('orders.from'),
      hideBelow: 'md',
      cell: (order) => <AddressText address={order.seller_address} />,
    },
    {
      key: 'buyer',
      header: t('orders.to'),
      hideBelow: 'md',
      cell: (order) => <AddressText address={order.buyer_address ?? ''} />,
    },
    {
      key: 'time',
      header: t('orders.time'),
      align: 'end',
      hideBelow: 'sm',
      cell: (order) => formatMarketTime(order.updated_at, i18n.language),
    },
  ];
  return (
    <>
      <Table
        aria-label={t('nftActivity.tableLabel', { collection: collectionName })}
        columns={columns}
        items={data.items}
        itemKey={(order) => order.order_id}
        isLoading={isLoading}
        emptyText={t('nftActivity.empty')}
      />
      <ListPager page={page} total={data.total} onChange={setPage} label={t('orders.pages')} />
    </>
  );
}
