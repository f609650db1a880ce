import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import type { MarketFeed } from './connectMarketFeed';

/**
 * Follows the server's market feed for as long as the layout is mounted (see followMarketFeed, which says what
 * `firstScreenShown` is for). Its code (event parsing, what each event refetches, reconnects) loads after the first
 * render: nothing a first screen shows waits for the feed, and the first load is about 1 KB lighter.
 */
export function useMarketFeed(firstScreenShown: Promise<void>): void {
  const { mutate } = useSWRConfig();
  useEffect(() => {
    let isUnmounted = false;
    let feed: MarketFeed | undefined;
    void import('./followMarketFeed').then(({ followMarketFeed }) => {
      if (!isUnmounted) feed = followMarketFeed(mutate, firstScreenShown);
    });
    return () => {
      isUnmounted = true;
      feed?.close();
    };
  }, [mutate, firstScreenShown]);
}
