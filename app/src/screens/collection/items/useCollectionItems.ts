import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiData } from '../../../api/apiCalls';
import { stableJson } from '../../../api/stableJson';
import { useAppServices } from '../../../services/AppServicesContext';
import { itemListBody, type ItemQuery } from './itemQuery';

const path = '/btc/ordinals/get_collection_inscription_list';
export type ItemPage = ApiData<typeof path>;
export type CollectionItem = ItemPage['items'][number];

const emptyPage: ItemPage = { items: [], total: 0, has_next: false, pending_count: 0 };

export interface CollectionItems {
  readonly items: readonly CollectionItem[];
  readonly total: number;
  readonly pendingCount: number;
  readonly hasMore: boolean;
  /** The first page has not answered yet. */
  readonly isLoading: boolean;
  /** A further page is on its way. */
  readonly isLoadingMore: boolean;
  readonly loadMore: () => void;
}

/** The collection grid, a page at a time as the trader scrolls (a failed page reads as the end of the list). */
export function useCollectionItems(collectionId: string, query: ItemQuery): CollectionItems {
  const { api } = useAppServices();
  const answer = useSWRInfinite(
    // The body rides in the key as stable JSON (so equal choices share pages) and as itself, for the fetcher.
    (index: number, previous: ItemPage | null) => {
      if (previous !== null && !previous.has_next) return null;
      const body = itemListBody(collectionId, query, index + 1);
      return [path, stableJson(body), body] as const;
    },
    ([, , body]) => api.read(path, body, emptyPage),
    { revalidateFirstPage: false },
  );
  const pages = answer.data;
  // One array per answer, so the cart is handed a new product list only when a page arrives.
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  const isLoading = answer.isLoading;
  const isLoadingMore = !isLoading && answer.size > (pages?.length ?? 0);
  return {
    items,
    total: first?.total ?? 0,
    pendingCount: first?.pending_count ?? 0,
    hasMore: last?.has_next ?? false,
    isLoading,
    isLoadingMore,
    loadMore: () => void answer.setSize((size) => size + 1),
  };
}
