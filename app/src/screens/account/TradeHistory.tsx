import { AddressText, Amount, formatMarketTime, Table, type TableColumn, formatTokenAmount } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';
import { configStore } from '../../stores';
import { knownUsdRate } from '../../stores/config/knownUsdRate';
import { ListPager } from '../../common/tables/ListPager';
import { pageSize } from '../../common/tables/paging';
import { TableLink } from '../../common/tables/TableLink';
import { TraderActionBadge } from './TraderActionBadge';
import { emptyPage } from './walletLists';
import { intlLocale } from '../../i18n/languageTags';

type Trade = ApiData<'/btc/ordinals/get_user_activity'>['items'][number];

export interface TradeHistoryProps {
  readonly address: string;
}

/** What the wallet did in both markets, newest first: bought, sold, listed, delisted, minted, sent, received. */
export function TradeHistory({ address }: TradeHistoryProps) {
  const { t, i18n } = useTranslation(['account', 'trade']);
  const { usdRate } = useSnapshot(configStore.state);
  const [page, setPage] = useState(1);
  const { data, isLoading } = useApi(
    '/btc/ordinals/get_user_activity',
    { address, page, limit: pageSize },
    { emptyDefault: emptyPage, keepPreviousData: true },
  );
  const itemName = (trade: Trade): string => {
    if (trade.market === 'brc20') {
      const tick = trade.tick ?? '';
      return trade.amount === null
        ? tick
        : t('trade:orders.transfer', { amount: formatTokenAmount(trade.amount), tick });
    }
    if (trade.inscription_name) return trade.inscription_name;
    return trade.inscription_number === null
      ? (trade.inscription_id ?? '')
      : t('trade:activity.number', { number: trade.inscription_number });
  };
  const columns: Array<TableColumn<Trade>> = [
    {
      key: 'action',
      header: t('trade:activity.kindHeader'),
      // Wide enough for the longest action, 'Transferable', without cutting it short.
      size: 'medium',
      cell: (trade) => <TraderActionBadge action={trade.action} />,
    },
    {
      key: 'item',
      header: t('account:trades.item'),
      isRowHeader: true,
      title: (trade) => trade.inscription_id ?? itemName(trade),
      cell: (trade) =>
        trade.inscription_id === null ? (
          itemName(trade)
        ) : (
          <TableLink to={`/assets/${trade.inscription_id}`}>{itemName(trade)}</TableLink>
        ),
    },
    {
      key: 'market',
      header: t('account:trades.market'),
      hideBelow: 'md',
      cell: (trade) =>
        trade.collection_id === null ? (
          t(`account:trades.markets.${trade.market}`)
        ) : (
          <TableLink to={`/collections/${encodeURIComponent(trade.collection_id)}`}>
            {trade.collection_name ?? trade.collection_id}
          </TableLink>
        ),
    },
    {
      key: 'price',
      header: t('trade:activity.price'),
      align: 'end',
      cell: (trade) =>
        trade.price === null ? null : <Amount sats={trade.price} {...knownUsdRate(usdRate)} size="small" />,
    },
    {
      key: 'counterparty',
      header: t('account:trades.counterparty'),
      hideBelow: 'md',
      cell: (trade) => (trade.counterparty === null ? null : <AddressText address={trade.counterparty} />),
    },
    {
      key: 'time',
      size: 'time',
      header: t('trade:activity.time'),
      align: 'end',
      hideBelow: 'sm',
      cell: (trade) => formatMarketTime(trade.happened_at, intlLocale(i18n.language)),
    },
  ];
  return (
    <>
      <Table
        aria-label={t('account:trades.label')}
        columns={columns}
        items={data.items}
        itemKey={(trade) =>
          `${trade.market}:${trade.action}:${trade.inscription_id ?? trade.tick ?? ''}:${trade.happened_at}:${trade.txid ?? ''}`
        }
        isLoading={isLoading}
        emptyText={t('account:trades.empty')}
      />
      <ListPager page={page} total={data.total} onChange={setPage} label={t('account:trades.pages')} />
    </>
  );
}
