import { useEffect, useMemo } from 'react';
import useSWRInfinite, { unstable_serialize as serializePagesKey } from 'swr/infinite';
import { useIsAwaitingAnswer } from '../../../api/awaitingAnswer';
import { followPagedRead } from '../../../realtime/pagedReads';
import { useAppServices } from '../../../services/AppServicesContext';
import type { ItemQuery } from './itemQuery';
import { emptyItemPage, itemListPath, itemPageKey, type ItemPage } from './itemPages';

export type CollectionItem = ItemPage['items'][number];

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
  const pageKey = (index: number, previous: ItemPage | null) =>
    previous !== null && !previous.has_next ? null : itemPageKey(collectionId, query, index + 1);
  const answer = useSWRInfinite(pageKey, ([, , body]) => api.read(itemListPath, body, emptyItemPage), {
    revalidateFirstPage: false,
  });
  // A listing, reprice, delist or sale in this collection refetches the pages shown (the feed tells it).
  const { mutate } = answer;
  const firstPage = itemPageKey(collectionId, query, 1)[1];
  useEffect(
    () =>
      followPagedRead({
        key: [itemListPath, firstPage],
        revalidate: () => void mutate(),
      }),
    [mutate, firstPage],
  );
  const pages = answer.data;
  // One array per answer, so the cart is handed a new product list only when a page arrives.
  const items = useMemo(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  const first = pages?.[0];
  const last = pages?.[pages.length - 1];
  const isLoading = useIsAwaitingAnswer(serializePagesKey(pageKey), answer);
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
