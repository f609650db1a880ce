import { Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiBody, ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { ListPager } from '../list/ListPager';
import { pageSize } from '../list/paging';
import { TableLink } from '../list/TableLink';
import { useActivityTrailColumns } from '../list/useActivityTrailColumns';
import { ActivityKindBadge } from '../nft/ActivityKindBadge';

type ActivityFilter = Omit<ApiBody<'/btc/brc_20/get_activity_list'>, 'page' | 'limit'>;
type TokenEvent = ApiData<'/btc/brc_20/get_activity_list'>['items'][number];

const emptyPage = { items: [], total: 0, has_next: false };

export interface Brc20ActivityTableProps {
  readonly filter: ActivityFilter;
  /** Names the table: the picked token, or every token. */
  readonly label: string;
}

/** What happened to BRC-20 tokens, newest first, a page at a time. */
export function Brc20ActivityTable({ filter, label }: Brc20ActivityTableProps) {
  const { t } = useTranslation('trade');
  const trail = useActivityTrailColumns<TokenEvent>();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useApi(
    '/btc/brc_20/get_activity_list',
    { ...filter, page, limit: pageSize },
    { emptyDefault: emptyPage, keepPreviousData: true },
  );
  const columns: Array<TableColumn<TokenEvent>> = [
    {
      key: 'kind',
      header: t('activity.kindHeader'),
      size: 'small',
      cell: (event) => <ActivityKindBadge kind={event.kind} />,
    },
    {
      key: 'token',
      header: t('activity.token'),
      isRowHeader: true,
      title: (event) => event.inscription_id ?? event.tick,
      cell: (event) =>
        event.inscription_id === null ? (
          event.tick
        ) : (
          <TableLink to={`/assets/${event.inscription_id}`}>{event.tick}</TableLink>
        ),
    },
    { key: 'amount', header: t('activity.amount'), align: 'end', cell: (event) => event.amount },
    ...trail,
  ];
  return (
    <>
      <Table
        aria-label={label}
        columns={columns}
        items={data.items}
        itemKey={(event) => `${event.tick}:${event.kind}:${event.happened_at}:${event.inscription_id ?? ''}`}
        isLoading={isLoading}
        emptyText={t('activity.empty')}
      />
      <ListPager page={page} total={data.total} onChange={setPage} label={t('activity.pages')} />
    </>
  );
}
