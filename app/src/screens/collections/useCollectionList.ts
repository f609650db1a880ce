import { screenFirstRead, type FirstRead } from '../../api/prefetchRead';
import type { ApiClient } from '../../api/apiClient';
import { useApi } from '../../api/useApi';
import { noCollections, type CollectionPage } from '../../api/marketCollection';
import { collectionsPageSize, type CollectionsQuery } from './collectionsQuery';

export interface CollectionList {
  readonly data: CollectionPage;
  readonly isLoading: boolean;
}

/**
 * The body of each read the collections page could make for a query: a search when there is a keyword, else the
 * ranking of the chosen sort; null for every read the query does not make.
 */
function collectionListBodies({ keyword, sort, page }: CollectionsQuery) {
  const paging = { page, limit: collectionsPageSize };
  const ranked = keyword === '';
  return {
    search: ranked ? null : { ...paging, keyword },
    popular: ranked && sort === 'popular' ? paging : null,
    trending: ranked && sort === 'trending' ? { ...paging, period: '24h' as const } : null,
    newest: ranked && sort === 'newest' ? paging : null,
  };
}

/** The one read a query makes, as the collections route's first read (the server renders the page with it). */
export function collectionListFirstRead(api: ApiClient, query: CollectionsQuery): FirstRead {
  const { search, popular, trending, newest } = collectionListBodies(query);
  const emptyDefault = noCollections;
  if (search !== null)
    return screenFirstRead(api, { path: '/btc/ordinals/search_collections', body: search, emptyDefault });
  if (trending !== null) {
    return screenFirstRead(api, { path: '/btc/ordinals/get_trending_collections', body: trending, emptyDefault });
  }
  if (newest !== null)
    return screenFirstRead(api, { path: '/btc/ordinals/get_new_collections', body: newest, emptyDefault });
  if (popular !== null) {
    return screenFirstRead(api, { path: '/btc/ordinals/get_popular_collections', body: popular, emptyDefault });
  }
  throw new Error(`A collections query makes no read: ${JSON.stringify(query)}.`);
}

/**
 * The page of collections a query asks for. Every read is declared and all but one wait (body null), since each
 * endpoint has its own hook.
 */
export function useCollectionList(query: CollectionsQuery): CollectionList {
  const bodies = collectionListBodies(query);
  // The previous page stays on screen while the next loads, so paging does not flash the table empty.
  const options = { emptyDefault: noCollections, keepPreviousData: true };
  const search = useApi('/btc/ordinals/search_collections', bodies.search, options);
  const popular = useApi('/btc/ordinals/get_popular_collections', bodies.popular, options);
  const trending = useApi('/btc/ordinals/get_trending_collections', bodies.trending, options);
  const newest = useApi('/btc/ordinals/get_new_collections', bodies.newest, options);
  if (bodies.search !== null) return search;
  return { popular, trending, newest }[query.sort];
}
