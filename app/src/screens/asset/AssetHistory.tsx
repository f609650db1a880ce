import { AddressText, Amount, formatMarketTime, Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/useApi';
import { ListPager } from '../../common/tables/ListPager';
import { OrderEventBadge, type OrderStatus } from '../../common/tables/OrderEventBadge';
import { pageSize } from '../../common/tables/paging';
import { Heading, Section } from './AssetDetails';
import { intlLocale } from '../../i18n/languageTags';

/** One row of the inscription's market history, whichever market it trades on. */
interface HistoryEntry {
  readonly orderId: string;
  readonly status: OrderStatus;
  readonly priceSats: number;
  readonly seller: string;
  readonly buyer: string;
  readonly time: number;
}

const emptyPage = { items: [], total: 0, has_next: false };

export interface AssetHistoryProps {
  readonly inscriptionId: string;
  readonly market: 'nft' | 'brc20';
}

/** The inscription's listings and sales, newest first. */
export function AssetHistory({ inscriptionId, market }: AssetHistoryProps) {
  const { t, i18n } = useTranslation('trade');
  const [page, setPage] = useState(1);
  const body = { inscription_id: inscriptionId, page, limit: pageSize };
  const nft = useApi('/btc/ordinals/get_inscription_order_list', market === 'nft' ? body : null, {
    emptyDefault: emptyPage,
  });
  const brc20 = useApi('/btc/brc_20/get_inscription_order_list', market === 'brc20' ? body : null, {
    emptyDefault: emptyPage,
  });
  const entries: HistoryEntry[] =
    market === 'nft'
      ? nft.data.items.map((order) => ({
          orderId: order.order_id,
          status: order.status,
          priceSats: order.sale_price,
          seller: order.seller_address,
          buyer: order.buyer_address ?? '',
          time: order.updated_at,
        }))
      : brc20.data.items.map((order) => ({
          orderId: order.order_id,
          status: order.status,
          priceSats: order.price,
          seller: order.seller_address,
          buyer: order.buyer_address ?? '',
          time: order.sold_at ?? order.listed_at,
        }));
  const { total } = market === 'nft' ? nft.data : brc20.data;
  const isLoading = market === 'nft' ? nft.isLoading : brc20.isLoading;

  const columns: Array<TableColumn<HistoryEntry>> = [
    {
      key: 'event',
      header: t('orders.eventHeader'),
      isRowHeader: true,
      title: (entry) => t(`orders.event.${entry.status}`),
      cell: (entry) => <OrderEventBadge status={entry.status} />,
    },
    {
      key: 'price',
      header: t('orders.price'),
      align: 'end',
      cell: (entry) => <Amount sats={entry.priceSats} size="small" />,
    },
    { key: 'from', header: t('orders.from'), hideBelow: 'sm', cell: (entry) => <AddressText address={entry.seller} /> },
    { key: 'to', header: t('orders.to'), hideBelow: 'sm', cell: (entry) => <AddressText address={entry.buyer} /> },
    {
      key: 'time',
      size: 'time',
      header: t('orders.time'),
      align: 'end',
      cell: (entry) => formatMarketTime(entry.time, intlLocale(i18n.language)),
    },
  ];
  return (
    <Section aria-labelledby="asset-history">
      <Heading id="asset-history">{t('asset.history.title')}</Heading>
      <Table
        aria-label={t('asset.history.title')}
        columns={columns}
        items={entries}
        itemKey={(entry) => entry.orderId}
        isLoading={isLoading}
        emptyText={t('asset.history.empty')}
      />
      <ListPager page={page} total={total} onChange={setPage} label={t('orders.pages')} />
    </Section>
  );
}
