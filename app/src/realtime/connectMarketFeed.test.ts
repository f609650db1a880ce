import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import {
  type DatabaseHandle,
  type MarketEvent,
  openTestPglite,
  publishMarketEvent,
  type RunningServer,
  startTestServer,
} from '@ordmarket/server/testing';
import { connectMarketFeed } from './connectMarketFeed';
import type { FeedEvent } from './feedEvents';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** What a feed reported, in order, with a way to wait until something matching has come. */
function recorder<Item>() {
  const items: Item[] = [];
  let wake: (() => void) | undefined;
  return {
    items,
    push(item: Item) {
      items.push(item);
      wake?.();
    },
    async until(matches: (items: readonly Item[]) => boolean): Promise<void> {
      while (!matches(items)) await new Promise<void>((resolve) => (wake = resolve));
    },
  };
}

/** A server that closes with the test; its database outlives it, so a second one can take over. */
async function serverOn(database: DatabaseHandle, port = '0'): Promise<RunningServer> {
  const server = await startTestServer(database, { PORT: port });
  let isClosed = false;
  cleanups.push(() => (isClosed ? Promise.resolve() : server.close()));
  return {
    ...server,
    close: async () => {
      isClosed = true;
      await server.close();
    },
  };
}

async function freshDatabase(): Promise<DatabaseHandle> {
  const database = await openTestPglite();
  cleanups.push(() => database.close());
  return database;
}

function follow(server: RunningServer) {
  const events = recorder<FeedEvent>();
  const connections = recorder<boolean>();
  const feed = connectMarketFeed({
    url: `${server.url.replace(/^http/, 'ws')}/ws`,
    open: (url) => new WebSocket(url),
    onEvent: (event) => events.push(event),
    onConnected: (isReconnect) => connections.push(isReconnect),
  });
  cleanups.push(() => {
    feed.close();
    return Promise.resolve();
  });
  return { events, connections };
}

const sale: MarketEvent = {
  type: 'sale',
  market: 'nft',
  order_id: 'o1',
  inscription_id: 'abc123i0',
  collection_id: 'frogs',
  tick: null,
  price: 25_000,
  seller: 'bc1pseller',
  buyer: 'bc1pbuyer',
  txid: 'ff'.repeat(32),
};

const orderStatus: MarketEvent = { type: 'order_status', market: 'brc20', order_id: 'o2', status: 'sold', txid: null };

describe('connectMarketFeed against a running server', () => {
  it('subscribes to every topic once connected and hands over market events', async () => {
    const database = await freshDatabase();
    const { events, connections } = follow(await serverOn(database));
    await connections.until((opened) => opened.length === 1);
    // The server registers a socket for delivery before the client sees it open, so nothing is missed from here.
    await publishMarketEvent(database.db, sale);
    await events.until((received) => received.some((event) => event.type === 'sale'));

    expect(events.items.find((event) => event.type === 'sale')).toEqual({
      type: 'sale',
      market: 'nft',
      collection_id: 'frogs',
      tick: null,
    });
    expect(connections.items).toEqual([false]);
  });

  it('reconnects when the server comes back, and tells it is a reconnect', async () => {
    const database = await freshDatabase();
    const first = await serverOn(database);
    const { events, connections } = follow(first);
    await connections.until((opened) => opened.length === 1);

    await first.close();
    await serverOn(database, new URL(first.url).port);
    await connections.until((opened) => opened.length === 2);
    await publishMarketEvent(database.db, orderStatus);
    await events.until((received) => received.some((event) => event.type === 'order_status'));

    expect(connections.items).toEqual([false, true]);
    expect(events.items.find((event) => event.type === 'order_status')).toEqual({
      type: 'order_status',
      market: 'brc20',
      order_id: 'o2',
    });
  });
});
