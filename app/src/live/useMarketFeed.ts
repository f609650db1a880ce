import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { connectMarketFeed } from './connectMarketFeed';
import { feedUrl } from './feedUrl';
import { coversKey, revalidationFor } from './revalidation';

/**
 * Follows the server's market feed for as long as the layout is mounted: a new block, listing, sale or order
 * status refetches the reads on screen that it changed. After a reconnect every read is refetched, since
 * events may have been missed while the socket was down.
 */
export function useMarketFeed(): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    const feed = connectMarketFeed({
      url: feedUrl(window.location),
      open: (url) => new WebSocket(url),
      onEvent: (event) => {
        const revalidation = revalidationFor(event);
        void mutate((key) => coversKey(revalidation, key));
      },
      onConnected: (isReconnect) => {
        if (isReconnect) void mutate(() => true);
      },
    });
    return () => feed.close();
  }, [mutate]);
}
