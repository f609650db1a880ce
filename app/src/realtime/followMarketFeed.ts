import type { ScopedMutator } from 'swr';
import { announceChainMoved } from './chainTip';
import { connectMarketFeed, type MarketFeed } from './connectMarketFeed';
import { feedUrl } from './feedUrl';
import { revalidatePagedReads } from './pagedReads';
import { coversKey, revalidationFor } from './revalidation';

/**
 * Opens the market feed and refetches, on each event, the reads on screen it changed, paged grids included, and tells
 * the chain's followers of each block. After a reconnect every read is refetched, since events may have been missed
 * while the socket was down.
 */
export function followMarketFeed(mutate: ScopedMutator): MarketFeed {
  return connectMarketFeed({
    url: feedUrl(window.location),
    open: (url) => new WebSocket(url),
    onEvent: (event) => {
      if (event.type === 'block') announceChainMoved();
      const revalidation = revalidationFor(event);
      const covers = (key: unknown) => coversKey(revalidation, key);
      void mutate(covers);
      revalidatePagedReads(covers);
    },
    onConnected: (isReconnect) => {
      if (!isReconnect) return;
      announceChainMoved();
      void mutate(() => true);
      revalidatePagedReads(() => true);
    },
  });
}
