import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../db/database';
import type { RunningServer } from '../startServer';
import { createPostgresDatabase, testDatabases } from '../testing/testDatabases';
import { startTestServer } from '../testing/startTestServer';
import { publishMarketEvent, type MarketEvent } from './marketEvents';
import { connectTestSocket, type TestSocket } from './testing/socketTestClient';

const orderStatus = (orderId: string): MarketEvent => ({
  type: 'order_status',
  market: 'nft',
  order_id: orderId,
  status: 'sold',
  txid: null,
});

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function serverOn(database: DatabaseHandle): Promise<RunningServer> {
  const server = await startTestServer(database);
  cleanups.push(() => server.close());
  return server;
}

async function socketTo(server: RunningServer): Promise<TestSocket> {
  const socket = await connectTestSocket(`${server.url.replace(/^http/, 'ws')}/ws`);
  cleanups.push(async () => {
    socket.ws.terminate();
    await socket.closed;
  });
  return socket;
}

/** Only order events, so blocks the devnet and indexer announce on their own do not get in the way. */
async function ordersOnly(socket: TestSocket): Promise<void> {
  socket.send({ op: 'subscribe', topics: ['orders'] });
  await socket.next('subscriptions');
}

async function publishCommitted(db: Database, event: MarketEvent): Promise<void> {
  await db.transaction(async (tx) => {
    await publishMarketEvent(tx, event);
  });
}

async function publishRolledBack(db: Database, event: MarketEvent): Promise<void> {
  await db
    .transaction(async (tx) => {
      await publishMarketEvent(tx, event);
      tx.rollback();
    })
    .catch(() => undefined);
}

describe.each(testDatabases)('GET /ws on a running server over $name', ({ open }) => {
  it('says hello, forwards committed events and never rolled-back ones', async () => {
    const database = await open();
    cleanups.push(() => database.close());
    const server = await serverOn(database);
    const client = await socketTo(server);
    const hello = await client.next();
    expect(hello).toMatchObject({ type: 'hello', network: 'devnet' });
    expect(typeof hello.tip_height).toBe('number');
    await ordersOnly(client);

    await publishRolledBack(database.db, orderStatus('rolled-back'));
    await publishCommitted(database.db, orderStatus('committed'));
    expect(await client.next('order_status')).toEqual(orderStatus('committed'));
  });

  it('closes its sockets with 1001 when the server stops, without waiting on them', async () => {
    const database = await open();
    cleanups.push(() => database.close());
    const server = await startTestServer(database);
    const client = await socketTo(server);
    await client.next('hello');
    await server.close();
    expect(await client.closed).toEqual({ code: 1001, reason: 'server shutting down' });
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe('two server instances on one PostgreSQL database', () => {
  it.skipIf(postgresUrl === undefined)(
    'an event committed through instance A reaches a client of instance B (skipped without TEST_DATABASE_URL)',
    async () => {
      if (postgresUrl === undefined) return;
      const { url, drop } = await createPostgresDatabase(postgresUrl);
      cleanups.push(drop);
      // Each instance gets its own pool and its own LISTEN connection, as two processes would.
      const databaseA = await openDatabase({ kind: 'postgres', url });
      cleanups.push(() => databaseA.close());
      const databaseB = await openDatabase({ kind: 'postgres', url });
      cleanups.push(() => databaseB.close());
      await serverOn(databaseA);
      const serverB = await serverOn(databaseB);

      const clientOfB = await socketTo(serverB);
      await clientOfB.next('hello');
      await ordersOnly(clientOfB);
      await publishRolledBack(databaseA.db, orderStatus('rolled-back-on-a'));
      await publishCommitted(databaseA.db, orderStatus('committed-on-a'));
      expect(await clientOfB.next('order_status')).toEqual(orderStatus('committed-on-a'));
    },
  );
});
