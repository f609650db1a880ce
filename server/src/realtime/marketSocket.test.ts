import { once } from 'node:events';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { MarketFeed } from './MarketFeed';
import type { MarketEvent } from './marketEvents';
import { registerMarketSocket } from './registerMarketSocket';
import type { SocketClock } from './socketClock';
import { socketLimits, type SocketLimits } from './socketLimits';
import { connectTestSocket, type TestSocket } from './testing/socketTestClient';

// The websocket layer over an in-memory feed: no database, so limits can be pushed hard and fast.

function memoryFeed() {
  const listeners = new Set<(event: MarketEvent) => void>();
  const feed: MarketFeed = {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    close: () => Promise.resolve(),
  };
  return {
    feed,
    emit: (event: MarketEvent) => {
      for (const listener of listeners) listener(event);
    },
  };
}

/** A clock whose heartbeats and cut-offs the test fires itself; it notes how far apart each was set. */
function manualClock() {
  const heartbeats = new Map<() => void, number>();
  const cutOffs = new Map<() => void, number>();
  const clock: SocketClock = {
    every: (ms, run) => {
      heartbeats.set(run, ms);
      return () => heartbeats.delete(run);
    },
    after: (ms, run) => {
      cutOffs.set(run, ms);
      return () => cutOffs.delete(run);
    },
  };
  return {
    clock,
    heartbeatIntervals: () => [...heartbeats.values()],
    beat: () => {
      for (const run of heartbeats.keys()) run();
    },
    cutOffDelays: () => [...cutOffs.values()],
    cutOff: () => {
      for (const [run] of [...cutOffs]) {
        cutOffs.delete(run);
        run();
      }
    },
  };
}

const block = (height: number): MarketEvent => ({ type: 'block', height, hash: `h${height}`, time: 1 });
const listing = (collection: string | null, tick: string | null = null): MarketEvent => ({
  type: 'listing',
  action: 'listed',
  market: tick === null ? 'nft' : 'brc20',
  order_id: 'o1',
  inscription_id: 'i0',
  collection_id: collection,
  tick,
  price: 1000,
  seller: 'bc1qseller',
});
const sale = (collection: string | null, tick: string | null = null): MarketEvent => ({
  type: 'sale',
  market: tick === null ? 'nft' : 'brc20',
  order_id: 'o1',
  inscription_id: 'i0',
  collection_id: collection,
  tick,
  price: 1000,
  seller: 'bc1qseller',
  buyer: 'bc1qbuyer',
  txid: 'ab'.repeat(32),
});
const orderStatus = (orderId: string): MarketEvent => ({
  type: 'order_status',
  market: 'nft',
  order_id: orderId,
  status: 'sold',
  txid: null,
});

let app: FastifyInstance | undefined;
const sockets: TestSocket[] = [];

async function start(limits: Partial<SocketLimits> = {}) {
  const memory = memoryFeed();
  const time = manualClock();
  app = Fastify();
  registerMarketSocket(app, {
    feed: memory.feed,
    network: 'devnet',
    tipHeight: () => Promise.resolve(42),
    limits: { ...socketLimits, ...limits },
    clock: time.clock,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `${address.replace('http', 'ws')}/ws`;
  const connect = async (options: Parameters<typeof connectTestSocket>[1] = {}) => {
    const socket = await connectTestSocket(url, options);
    sockets.push(socket);
    return socket;
  };
  return { ...memory, connect, time };
}

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.ws.terminate();
  await app?.close();
  app = undefined;
});

describe('GET /ws', () => {
  it('says hello first, then sends every topic by default', async () => {
    const { connect, emit } = await start();
    const client = await connect();
    expect(await client.next()).toEqual({ type: 'hello', network: 'devnet', tip_height: 42 });
    for (const event of [block(1), listing('c1'), sale('c1'), orderStatus('o1')]) {
      emit(event);
      expect(await client.next()).toEqual(event);
    }
  });

  it('filters by topic, collection, tick and order; the first subscribe replaces the default', async () => {
    const { connect, emit } = await start();
    const client = await connect();
    await client.next('hello');

    client.send({ op: 'subscribe', topics: ['sales'], collection_id: 'c1' });
    expect(await client.next()).toEqual({ type: 'subscriptions', subscriptions: { sales: { collection_id: 'c1' } } });
    emit(block(1));
    emit(listing('c1'));
    emit(sale('c2'));
    emit(sale(null, 'ordi'));
    emit(sale('c1'));
    expect(await client.next()).toEqual(sale('c1'));

    client.send({ op: 'subscribe', topics: ['listings'], tick: 'ORDI' });
    client.send({ op: 'subscribe', topics: ['orders', 'blocks'], order_id: 'o7' });
    await client.next('subscriptions');
    expect(await client.next()).toEqual({
      type: 'subscriptions',
      subscriptions: {
        sales: { collection_id: 'c1' },
        listings: { tick: 'ORDI' },
        orders: { order_id: 'o7' },
        blocks: { order_id: 'o7' },
      },
    });
    emit(listing('c1'));
    emit(orderStatus('o1'));
    emit(listing(null, 'ordi'));
    expect(await client.next()).toEqual(listing(null, 'ordi'));
    emit(orderStatus('o7'));
    expect(await client.next()).toEqual(orderStatus('o7'));
    // A block carries no order id, so the order filter does not hide it.
    emit(block(2));
    expect(await client.next()).toEqual(block(2));

    client.send({ op: 'unsubscribe', topics: ['sales', 'blocks', 'orders'] });
    expect(await client.next()).toEqual({ type: 'subscriptions', subscriptions: { listings: { tick: 'ORDI' } } });
    emit(sale('c1'));
    emit(block(3));
    emit(listing(null, 'Ordi'));
    expect(await client.next()).toEqual(listing(null, 'Ordi'));
  });

  it('answers bad messages with an error frame and keeps the socket open', async () => {
    const { connect, emit } = await start();
    const client = await connect();
    await client.next('hello');
    client.send('{not json');
    expect(await client.next()).toMatchObject({ type: 'error', code: 'bad_json' });
    client.send({ op: 'subscribe', topics: ['trades'] });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'bad_message' });
    client.send({ op: 'subscribe', topics: ['blocks'], extra: 1 });
    expect(await client.next()).toMatchObject({ type: 'error', code: 'bad_message' });
    client.ws.send(Buffer.from([1, 2, 3]));
    expect(await client.next()).toMatchObject({ type: 'error', code: 'binary_not_supported' });
    emit(block(1));
    expect(await client.next()).toEqual(block(1));
  });

  it('terminates sockets that stop answering pings and keeps the ones that answer', async () => {
    const { connect, time } = await start();
    const silent = await connect({ autoPong: false });
    const lively = await connect();
    // A socket's hello comes once the heartbeat knows it.
    await silent.next('hello');
    await lively.next('hello');
    expect(time.heartbeatIntervals()).toEqual([socketLimits.heartbeatMs]);

    const pinged = once(lively.ws, 'ping');
    time.beat();
    await pinged;
    // Sent after its pong on the same connection: once this is answered, the server has had the pong.
    lively.send({ op: 'subscribe', topics: ['blocks'] });
    await lively.next('subscriptions');

    time.beat();
    expect((await silent.closed).code).toBe(1006);
    lively.send({ op: 'subscribe', topics: ['sales'] });
    expect(await lively.next()).toMatchObject({ type: 'subscriptions' });
  });

  it('closes a slow consumer with 1013 once its unsent messages pass the limit', async () => {
    // The manual clock never cuts it off while it drains what was sent.
    const { connect, emit } = await start({ maxBufferedBytes: 64 * 1024 });
    const slow = await connect();
    await slow.next('hello');
    slow.ws.pause();
    // About 40 MB of sales: more than the loopback connection's kernel buffers hold.
    const sent = 120_000;
    for (let height = 0; height < sent; height += 1) {
      emit(sale(`collection-${height}`));
      if (height % 1000 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    slow.ws.resume();
    expect(await slow.closed).toEqual({ code: 1013, reason: 'slow consumer: too many unsent messages' });
    expect(slow.unread.length).toBeLessThan(sent);
  });

  it('caps the sockets per IP address', async () => {
    const { connect } = await start({ maxConnectionsPerIp: 2 });
    const first = await connect();
    await connect();
    const third = await connect();
    expect(await third.closed).toEqual({ code: 1008, reason: 'too many connections from your address' });
    first.ws.close();
    await first.closed;
    const again = await connect();
    expect(await again.next()).toMatchObject({ type: 'hello' });
  });

  it('closes every socket with 1001 on shutdown, without waiting on clients that do not answer', async () => {
    const { connect, time } = await start();
    const polite = await connect();
    const stalled = await connect();
    await polite.next('hello');
    await stalled.next('hello');
    stalled.ws.pause();
    const closing = app?.close();
    app = undefined;
    // The polite client answers the close at once; the stalled one's cut-off was set in the same step.
    expect(await polite.closed).toEqual({ code: 1001, reason: 'server shutting down' });
    expect(time.cutOffDelays()).toContain(socketLimits.closeGraceMs);
    time.cutOff();
    // A close that waited on the stalled client would never resolve: the test's timeout is the check.
    await closing;
    // A paused socket does not notice the server hung up until it reads again.
    stalled.ws.resume();
    expect((await stalled.closed).code).not.toBe(1000);
  });
});
