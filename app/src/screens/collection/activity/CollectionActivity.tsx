import {
  AddressText,
  Amount,
  Badge,
  formatInscriptionNumber,
  formatMarketTime,
  Pagination,
  shortenAddress,
  Table,
  type BadgeTone,
  type TableColumn,
} from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { configStore } from '../../../stores/config/configStore';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';
import { intlLocale } from '../../../i18n/languageTags';

type Order = ApiData<'/btc/ordinals/get_collection_order_list'>['items'][number];
type OrderStatus = Order['status'];

const pageSize = 20;

/** What a row names: the inscription's name, its number when it has none, its shortened id when neither is known. */
function itemName(order: Order): string {
  if (order.name !== null && order.name !== '') return order.name;
  if (order.inscription_number !== null) return formatInscriptionNumber(order.inscription_number);
  return shortenAddress(order.inscription_id);
}

const statusTones: Record<OrderStatus, BadgeTone> = {
  on_list: 'info',
  selling: 'warning',
  sold: 'success',
  cancelled: 'neutral',
  invalid: 'error',
  replaced: 'error',
};

export interface CollectionActivityProps {
  readonly collectionId: string;
}

/** The Activity tab: the collection's listings and sales, newest first. */
export function CollectionActivity({ collectionId }: CollectionActivityProps) {
  const { t, i18n } = useTranslation('collection');
  const { usdRate } = useSnapshot(configStore.state);
  const [page, setPage] = useState(1);
  const orders = useApi(
    '/btc/ordinals/get_collection_order_list',
    { collection_id: collectionId, page, limit: pageSize, sort: 'newest' },
    { emptyDefault: { items: [], total: 0, has_next: false }, keepPreviousData: true },
  );
  const statusLabels: Record<OrderStatus, string> = {
    on_list: t('activity.status.on_list'),
    selling: t('activity.status.selling'),
    sold: t('activity.status.sold'),
    cancelled: t('activity.status.cancelled'),
    invalid: t('activity.status.invalid'),
    replaced: t('activity.status.replaced'),
  };
  const columns: Array<TableColumn<Order>> = [
    {
      key: 'item',
      header: t('activity.item'),
      isRowHeader: true,
      cell: (order) => <ItemLink to={`/assets/${order.inscription_id}`}>{itemName(order)}</ItemLink>,
      title: (order) => itemName(order),
    },
    {
      key: 'event',
      header: t('activity.event'),
      size: 'small',
      cell: (order) => <Badge tone={statusTones[order.status]}>{statusLabels[order.status]}</Badge>,
    },
    {
      key: 'price',
      header: t('activity.price'),
      align: 'end',
      cell: (order) => <Amount sats={order.sale_price} {...knownUsdRate(usdRate)} size="small" />,
    },
    {
      key: 'from',
      header: t('activity.from'),
      hideBelow: 'md',
      cell: (order) => <AddressText address={order.seller_address} />,
    },
    {
      key: 'to',
      header: t('activity.to'),
      hideBelow: 'md',
      cell: (order) => <AddressText address={order.buyer_address ?? ''} />,
    },
    {
      key: 'time',
      size: 'time',
      header: t('activity.time'),
      hideBelow: 'sm',
      cell: (order) => formatMarketTime(order.updated_at, intlLocale(i18n.language)),
    },
  ];
  const pageCount = Math.ceil(orders.data.total / pageSize);
  return (
    <Section>
      <Table
        aria-label={t('activity.label')}
        columns={columns}
        items={orders.data.items}
        itemKey={(order) => order.order_id}
        isLoading={orders.isLoading}
        emptyText={t('activity.empty')}
      />
      {pageCount > 1 ? <Pagination page={page} pageCount={pageCount} onChange={setPage} /> : null}
    </Section>
  );
}

const Section = styled.div`
  display: grid;
  gap: ${vars.space[3]};
`;

const ItemLink = styled(Link)`
  color: ${vars.color.primary.text};
  font-family: ${vars.fontFamily.mono};
`;
