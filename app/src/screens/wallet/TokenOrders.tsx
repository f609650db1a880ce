import { Amount, InscriptionStatusBadge, Table, type TableColumn } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';
import { formatWalletDate } from './walletDates';

type Order = ApiData<'/btc/brc_20/get_user_listed_orders'>['items'][number];

const ordersPerPage = 100;

export interface TokenOrdersProps {
  readonly address: string;
  /** on_list: the listings still for sale; sold: the sales (spec §4's activity kind Sold). */
  readonly status: 'on_list' | 'sold';
}

/** The wallet's BRC-20 orders of one status, newest first. */
export function TokenOrders({ address, status }: TokenOrdersProps) {
  const { t, i18n } = useTranslation('account');
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_user_listed_orders',
    { address, status, page: 1, limit: ordersPerPage },
    { emptyDefault: { items: [], total: 0, has_next: false } },
  );
  const section = status === 'sold' ? 'sold' : 'listings';
  const columns: Array<TableColumn<Order>> = [
    { key: 'tick', header: t('listings.tick'), cell: (item) => item.tick, isRowHeader: true },
    { key: 'amount', header: t('listings.amount'), cell: (item) => item.amount, align: 'end' },
    { key: 'price', header: t('listings.price'), cell: (item) => <Amount sats={item.price} />, align: 'end' },
    {
      key: 'status',
      header: t('listings.status'),
      cell: (item) =>
        item.status === 'on_list' || item.status === 'selling' ? (
          <InscriptionStatusBadge status={item.status} />
        ) : (
          t(`orderStatus.${item.status}`)
        ),
      hideBelow: 'sm',
    },
    {
      key: 'date',
      header: t(`${section}.date`),
      cell: (item) => formatWalletDate(item.sold_at ?? item.listed_at, i18n.language),
      hideBelow: 'md',
    },
  ];
  return (
    <Table
      aria-label={t(`${section}.label`)}
      columns={columns}
      items={data.items}
      itemKey={(item) => item.order_id}
      isLoading={isLoading}
      emptyText={t(`${section}.empty`)}
    />
  );
}
