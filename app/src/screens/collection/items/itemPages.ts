import { preload } from 'swr';
import type { ApiClient } from '../../../api/apiClient';
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
 * Starts the grid's first page as the collection route opens, under the key useCollectionItems asks for (the
 * filters the address names included), so the grid takes this answer rather than sending the request again once
 * the route's code has loaded.
 */
export function prefetchFirstItemPage(api: ApiClient, collectionId: string, query: ItemQuery): void {
  void preload(itemPageKey(collectionId, query, 1), ([, , body]) => api.read(itemListPath, body, emptyItemPage));
}
