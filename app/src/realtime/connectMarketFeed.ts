import { parseFeedFrame, type FeedEvent } from './feedEvents';
import { reconnectDelayMs } from './reconnectDelay';

/** The part of the browser's WebSocket the feed uses (the `ws` package's client has it too, for tests). */
export interface FeedSocket {
  addEventListener(type: 'open' | 'close' | 'error', listener: () => void): void;
  addEventListener(type: 'message', listener: (message: { data: unknown }) => void): void;
  send(data: string): void;
  close(): void;
}

export interface MarketFeedOptions {
  readonly url: string;
  readonly onEvent: (event: FeedEvent) => void;
  /** Opens a socket: the browser's WebSocket in the app. */
  readonly open: (url: string) => FeedSocket;
  /** Told each time the socket opens, e.g. to catch up on what happened while it was down. */
  readonly onConnected?: (isReconnect: boolean) => void;
}

export interface MarketFeed {
  /** Closes the socket for good: no more events, no reconnect. */
  close(): void;
}

/** Every topic of the feed: blocks, listings, sales and order status. */
const subscribeAll = JSON.stringify({ op: 'subscribe', topics: ['blocks', 'listings', 'sales', 'orders'] });

/**
 * Keeps one socket to the market feed open, reopening it after a drop with a growing wait (1 s, 2 s, 4 s …
 * up to 30 s; back to 1 s once a connection opens).
 */
export function connectMarketFeed({ url, onEvent, open, onConnected }: MarketFeedOptions): MarketFeed {
  let isClosed = false;
  let failures = 0;
  let hasConnected = false;
  let socket: FeedSocket | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = () => {
    const current = open(url);
    socket = current;
    current.addEventListener('open', () => {
      failures = 0;
      current.send(subscribeAll);
      onConnected?.(hasConnected);
      hasConnected = true;
    });
    current.addEventListener('message', ({ data }) => {
      if (typeof data !== 'string') return;
      const event = parseFeedFrame(data);
      if (event !== undefined) onEvent(event);
    });
    // Listened to so an error is not unhandled; the close that always follows it schedules the retry.
    current.addEventListener('error', () => undefined);
    // A failed connection also ends in close, so this one place schedules every retry.
    current.addEventListener('close', () => {
      if (isClosed || socket !== current) return;
      failures += 1;
      retry = setTimeout(connect, reconnectDelayMs(failures));
    });
  };

  connect();
  return {
    close() {
      isClosed = true;
      clearTimeout(retry);
      socket?.close();
    },
  };
}
