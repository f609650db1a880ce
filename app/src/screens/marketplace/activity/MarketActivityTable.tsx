import { Table, type TableColumn } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiPath } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { ListPager } from '../../../common/tables/ListPager';
import { useActivityTrailColumns } from '../list/useActivityTrailColumns';
import type { ActivityChoice, ActivityEvent, ActivityFeed } from './ActivityMarket';
import { ActivityKindBadge } from './ActivityKindBadge';

export interface MarketActivityTableProps<Event extends ActivityEvent, FeedPath extends ApiPath> {
  readonly feed: ActivityFeed<Event, FeedPath>;
  readonly choice: ActivityChoice<Event['kind']>;
  /** Names the table: the picked collection or token, or the whole market. */
  readonly label: string;
}

/** What happened in one market, newest first, a page at a time: kind, what it happened to, price, sides, time. */
export function MarketActivityTable<Event extends ActivityEvent, FeedPath extends ApiPath>({
  feed,
  choice,
  label,
}: MarketActivityTableProps<Event, FeedPath>) {
  const { t } = useTranslation('trade');
  const trail = useActivityTrailColumns<Event>();
  const [page, setPage] = useState(1);
  const read = feed.eventsRead(choice, page);
  const answer = useApi(read.path, read.body, { emptyDefault: read.emptyDefault, keepPreviousData: true });
  const events = feed.eventPage(answer.data);
  const columns: Array<TableColumn<Event>> = [
    {
      key: 'kind',
      header: t('activity.kindHeader'),
      size: 'small',
      cell: (event) => <ActivityKindBadge kind={event.kind} />,
    },
    ...feed.subjectColumns(t),
    ...trail,
  ];
  return (
    <>
      <Table
        aria-label={label}
        columns={columns}
        items={events.items}
        itemKey={feed.eventKey}
        isLoading={answer.isLoading}
        emptyText={t('activity.empty')}
      />
      <ListPager page={page} total={events.total} onChange={setPage} label={t('activity.pages')} />
    </>
  );
}
