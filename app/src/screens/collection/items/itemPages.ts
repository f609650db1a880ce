import type { ApiClient } from '../../../api/apiClient';
import type { FirstRead } from '../../../api/prefetchRead';
import type { ApiData } from '../../../api/apiCalls';
import { stableJson } from '../../../api/stableJson';
import { itemListBody, type ItemQuery } from './itemQuery';

export const itemListPath = '/btc/ordinals/get_collection_inscription_list';
export type ItemPage = ApiData<typeof itemListPath>;

/** What a page reads as before it answers, and when it fails: the end of the list. */
export const emptyItemPage: ItemPage = { items: [], total: 0, has_next: false, pending_count: 0 };

/** A page's cache key: the body as stable JSON (so equal choices share pages) and as itself, for the fetcher. */
export function itemPageKey(collectionId: string, query: ItemQuery, page: number) {
  const body = itemListBody(collectionId, query, page);
  return [itemListPath, stableJson(body), body] as const;
}

/**
 * The grid's first page as the collection route's first read, under the key useCollectionItems asks for (the
 * filters the address names included), so the grid takes this answer rather than sending the request again once
 * the route's code has loaded.
 */
export function firstItemPageRead(api: ApiClient, collectionId: string, query: ItemQuery): FirstRead {
  const key = itemPageKey(collectionId, query, 1);
  return { key, isFirstPage: true, fetch: () => api.read(itemListPath, key[2], emptyItemPage) };
}
