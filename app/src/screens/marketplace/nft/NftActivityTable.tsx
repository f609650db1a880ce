import { Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiBody, ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { ListPager } from '../list/ListPager';
import { pageSize } from '../list/paging';
import { TableLink } from '../list/TableLink';
import { useActivityTrailColumns } from '../list/useActivityTrailColumns';
import { ActivityKindBadge } from './ActivityKindBadge';

type ActivityFilter = Omit<ApiBody<'/btc/ordinals/get_activity_list'>, 'page' | 'limit'>;
type ActivityEvent = ApiData<'/btc/ordinals/get_activity_list'>['items'][number];

const emptyPage = { items: [], total: 0, has_next: false };

export interface NftActivityTableProps {
  readonly filter: ActivityFilter;
  /** Names the table: the picked collection, or the whole market. */
  readonly label: string;
}

/** Market events of inscriptions, newest first, a page at a time. */
export function NftActivityTable({ filter, label }: NftActivityTableProps) {
  const { t } = useTranslation('trade');
  const trail = useActivityTrailColumns<ActivityEvent>();
  const [page, setPage] = useState(1);
  const { data, isLoading } = useApi(
    '/btc/ordinals/get_activity_list',
    { ...filter, page, limit: pageSize },
    { emptyDefault: emptyPage, keepPreviousData: true },
  );
  const columns: Array<TableColumn<ActivityEvent>> = [
    {
      key: 'kind',
      header: t('activity.kindHeader'),
      size: 'small',
      cell: (event) => <ActivityKindBadge kind={event.kind} />,
    },
    {
      key: 'inscription',
      header: t('activity.inscription'),
      isRowHeader: true,
      title: (event) => event.inscription_id,
      cell: (event) => (
        <TableLink to={`/assets/${event.inscription_id}`}>
          {event.inscription_number === null
            ? event.inscription_id
            : t('activity.number', { number: event.inscription_number })}
        </TableLink>
      ),
    },
    {
      key: 'collection',
      header: t('activity.collection'),
      hideBelow: 'sm',
      cell: (event) =>
        event.collection_id === null ? null : (
          <TableLink to={`/collections/${event.collection_id}`}>
            {event.collection_name ?? event.collection_id}
          </TableLink>
        ),
    },
    ...trail,
  ];
  return (
    <>
      <Table
        aria-label={label}
        columns={columns}
        items={data.items}
        itemKey={(event) => `${event.inscription_id}:${event.kind}:${event.happened_at}:${event.txid ?? ''}`}
        isLoading={isLoading}
        emptyText={t('activity.empty')}
      />
      <ListPager page={page} total={data.total} onChange={setPage} label={t('activity.pages')} />
    </>
  );
}
