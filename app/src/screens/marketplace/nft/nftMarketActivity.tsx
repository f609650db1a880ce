import type { ApiData } from '../../../api/apiCalls';
import { kindsFilter, scopeFilter } from '../activity/activityFilter';
import type { ActivityMarket } from '../activity/ActivityMarket';
import { emptyPage, pageSize } from '../../../common/tables/paging';
import { TableLink } from '../../../common/tables/TableLink';

type Feed = '/btc/ordinals/get_activity_list';
type NftEvent = ApiData<Feed>['items'][number];

/**
 * The NFTs Activity tab: mints, listings, delistings, sales, transfers and replacements (a listing taken on chain in
 * place of the market's purchase), market-wide or in one collection.
 */
export const nftMarketActivity: ActivityMarket<NftEvent, Feed, '/btc/ordinals/get_popular_collections'> = {
  kinds: ['mint', 'list', 'delist', 'sale', 'transfer', 'replaced'],
  scopesRead: { path: '/btc/ordinals/get_popular_collections', body: { page: 1, limit: 100 }, emptyDefault: emptyPage },
  scopeOptions: (collections) => collections.items.map((item) => ({ id: item.collection_id, label: item.name })),
  scopeLabels: (t) => ({ picker: t('activity.collection'), wholeMarket: t('activity.allCollections') }),
  tableLabel: (t, collection) =>
    collection === undefined ? t('activity.nftLabel') : t('activity.nftLabelIn', { collection }),
  eventsRead: ({ kind, scope }, page) => ({
    path: '/btc/ordinals/get_activity_list',
    body: { ...kindsFilter(kind), ...scopeFilter('collection_id', scope), page, limit: pageSize },
    emptyDefault: emptyPage,
  }),
  eventPage: (answer) => answer,
  subjectColumns: (t) => [
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
  ],
  eventKey: (event) => `${event.inscription_id}:${event.kind}:${event.happened_at}:${event.txid ?? ''}`,
};
