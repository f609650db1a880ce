/**
 * The orders the server ranks collections in: all-time volume (get_popular_collections), recent volume
 * against the periods before (get_trending_collections, 24h) and newest first (get_new_collections).
 * A search answers in name order instead (search_collections).
 */
export const collectionSorts = ['popular', 'trending', 'newest'] as const;
export type CollectionSort = (typeof collectionSorts)[number];

/** What the collections page shows, kept in its address so it can be shared, reloaded and gone back to. */
export interface CollectionsQuery {
  /** Trimmed; empty means no search. */
  readonly keyword: string;
  readonly sort: CollectionSort;
  /** Counting from 1. */
  readonly page: number;
}

export const collectionsPageSize = 20;

/** The server refuses longer keywords (search_collections: 1–100 characters). */
export const maxKeywordLength = 100;

const isSort = (value: string | null): value is CollectionSort => collectionSorts.some((sort) => sort === value);

/** Reads the page's address (?q=&sort=&page=); anything missing or malformed falls back to the first page by volume. */
export function readCollectionsQuery(params: URLSearchParams): CollectionsQuery {
  const sort = params.get('sort');
  const page = Number(params.get('page') ?? '1');
  return {
    keyword: (params.get('q') ?? '').trim().slice(0, maxKeywordLength),
    sort: isSort(sort) ? sort : 'popular',
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address for a query, leaving defaults out so the plain /collections stays plain. */
export function writeCollectionsQuery(query: CollectionsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.keyword !== '') params.set('q', query.keyword);
  if (query.sort !== 'popular') params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** How many pages a list of `total` collections fills (at least one, so the pager never shows zero). */
export function collectionsPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / collectionsPageSize));
}
