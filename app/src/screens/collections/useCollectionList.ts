import { useApi } from '../../api/useApi';
import { noCollections, type CollectionPage } from '../../api/marketCollection';
import { collectionsPageSize, type CollectionsQuery } from './collectionsQuery';

export interface CollectionList {
  readonly data: CollectionPage;
  readonly isLoading: boolean;
}

/**
 * The page of collections a query asks for: a search when there is a keyword, else the ranking of the chosen
 * sort. Every read is declared and all but one wait (body null), since each endpoint has its own hook.
 */
export function useCollectionList({ keyword, sort, page }: CollectionsQuery): CollectionList {
  const paging = { page, limit: collectionsPageSize };
  const ranked = keyword === '';
  // The previous page stays on screen while the next loads, so paging does not flash the table empty.
  const options = { emptyDefault: noCollections, keepPreviousData: true };
  const search = useApi('/btc/ordinals/search_collections', ranked ? null : { ...paging, keyword }, options);
  const popular = useApi(
    '/btc/ordinals/get_popular_collections',
    ranked && sort === 'popular' ? paging : null,
    options,
  );
  const trending = useApi(
    '/btc/ordinals/get_trending_collections',
    ranked && sort === 'trending' ? { ...paging, period: '24h' } : null,
    options,
  );
  const newest = useApi('/btc/ordinals/get_new_collections', ranked && sort === 'newest' ? paging : null, options);
  if (!ranked) return search;
  return { popular, trending, newest }[sort];
}
