import type { ScopedMutator } from 'swr';
import { announceChainMoved } from './chainTip';
import { connectMarketFeed, type MarketFeed } from './connectMarketFeed';
import { feedUrl } from './feedUrl';
import { revalidatePagedReads } from './pagedReads';
import { catchUpRevalidation, coversKey, revalidationFor } from './revalidation';

/**
 * Opens the market feed and refetches, on each event, the reads on screen it changed, paged grids included, and tells
 * the chain's followers of each block. Once connected, the market's reads on screen are refetched, since events may
 * have come since the page read them; after a reconnect every read is, since events may have been missed while the
 * socket was down. `firstScreenShown` settles once the page's first screen is on screen (rendering/firstScreenShown.ts).
 */
export function followMarketFeed(mutate: ScopedMutator, firstScreenShown: Promise<void>): MarketFeed {
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
      if (isReconnect) {
        announceChainMoved();
        void mutate(() => true);
        revalidatePagedReads(() => true);
        return;
      }
      // What the screen shows was read before the feed could tell of a change (the server rendered the page, or the
      // screen read as it opened). The first screen may still be hydrating, its reads not yet mounted: they are read
      // once it is shown. An answer that has not changed redraws nothing.
      const covers = (key: unknown) => coversKey(catchUpRevalidation, key);
      void firstScreenShown.then(() => {
        void mutate(covers);
        revalidatePagedReads(covers);
      });
    },
  });
}
