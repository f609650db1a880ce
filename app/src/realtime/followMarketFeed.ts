import type { ScopedMutator } from 'swr';
import { connectMarketFeed, type MarketFeed } from './connectMarketFeed';
import { feedUrl } from './feedUrl';
import { revalidatePagedReads } from './pagedReads';
import { coversKey, revalidationFor } from './revalidation';

/**
 * Opens the market feed and refetches, on each event, the reads on screen it changed, paged grids included. After a
 * reconnect every read is refetched, since events may have been missed while the socket was down.
 */
export function followMarketFeed(mutate: ScopedMutator): MarketFeed {
  return connectMarketFeed({
    url: feedUrl(window.location),
    open: (url) => new WebSocket(url),
    onEvent: (event) => {
      const revalidation = revalidationFor(event);
      const covers = (key: unknown) => coversKey(revalidation, key);
      void mutate(covers);
      revalidatePagedReads(covers);
    },
    onConnected: (isReconnect) => {
      if (!isReconnect) return;
      void mutate(() => true);
      revalidatePagedReads(() => true);
    },
  });
}
