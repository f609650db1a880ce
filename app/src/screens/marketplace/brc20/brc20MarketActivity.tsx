import type { ApiData } from '../../../api/apiCalls';
import { kindsFilter, scopeFilter } from '../activity/activityFilter';
import type { ActivityMarket } from '../activity/ActivityMarket';
import { emptyPage, pageSize } from '../../../common/tables/paging';
import { TableLink } from '../../../common/tables/TableLink';

type Feed = '/btc/brc_20/get_activity_list';
type TokenEvent = ApiData<Feed>['items'][number];

/**
 * The BRC20 Activity tab: deploys, mints, transfers, listings, sales and replacements (an order taken on chain in
 * place of the market's purchase) of every token, or of one tick.
 */
export const brc20MarketActivity: ActivityMarket<TokenEvent, Feed, '/btc/brc_20/get_ticks'> = {
  kinds: ['deploy', 'mint', 'transfer', 'list', 'delist', 'sale', 'replaced'],
  scopesRead: {
    path: '/btc/brc_20/get_ticks',
    body: { page: 1, limit: 100, sort_by: 'holders' },
    emptyDefault: emptyPage,
  },
  scopeOptions: (ticks) => ticks.items.map((item) => ({ id: item.tick, label: item.tick })),
  scopeLabels: (t) => ({ picker: t('activity.tick'), wholeMarket: t('activity.allTokens') }),
  tableLabel: (t, tick) => (tick === undefined ? t('activity.brc20Label') : t('activity.brc20LabelOf', { tick })),
  eventsRead: ({ kind, scope }, page) => ({
    path: '/btc/brc_20/get_activity_list',
    body: { ...kindsFilter(kind), ...scopeFilter('tick', scope), page, limit: pageSize },
    emptyDefault: emptyPage,
  }),
  eventPage: (answer) => answer,
  subjectColumns: (t) => [
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
  ],
  eventKey: (event) => `${event.tick}:${event.kind}:${event.happened_at}:${event.inscription_id ?? ''}`,
};
