import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle, RetryTimer } from '../db/database';
import { testDatabases } from '../testing/testDatabases';
import type { MarketFeed } from './MarketFeed';
import { marketEventChannel, publishMarketEvent, type MarketEvent } from './marketEvents';
import { openMarketFeed } from './openMarketFeed';

const block = (height: number): MarketEvent => ({ type: 'block', height, hash: `hash${height}`, time: 1_700_000_000 });

function fakeLog() {
  return { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabases)('openMarketFeed on $name', ({ name, open }) => {
  let database: DatabaseHandle;
  let feed: MarketFeed;
  let log: ReturnType<typeof fakeLog>;
  const received: MarketEvent[] = [];
  // The reconnect backoff the listener asked for; the retry itself runs at once instead of after it.
  const retryWaits: number[] = [];
  const retryAtOnce: RetryTimer = (delayMs, retry) => {
    retryWaits.push(delayMs);
    let cancelled = false;
    queueMicrotask(() => {
      if (!cancelled) retry();
    });
    return () => {
      cancelled = true;
    };
  };

  beforeEach(async () => {
    database = await open();
    log = fakeLog();
    retryWaits.length = 0;
    feed = await openMarketFeed(database, log, retryAtOnce);
    received.length = 0;
    feed.subscribe((event) => received.push(event));
  });

  afterEach(async () => {
    await feed.close();
    await database.close();
  });

  it('delivers events of committed transactions only, in commit order', async () => {
    await database.db
      .transaction(async (tx) => {
        await publishMarketEvent(tx, block(1));
        tx.rollback();
      })
      .catch(() => undefined);
    await database.db.transaction(async (tx) => {
      await publishMarketEvent(tx, block(2));
    });
    await until(() => received.length > 0);
    expect(received).toEqual([block(2)]);
  });

  it('drops and logs malformed payloads, and keeps going', async () => {
    await database.db.execute(sql`select pg_notify(${marketEventChannel}, 'not json')`);
    await database.db.execute(sql`select pg_notify(${marketEventChannel}, ${JSON.stringify({ type: 'block' })})`);
    await publishMarketEvent(database.db, block(3));
    await until(() => received.length > 0);
    expect(received).toEqual([block(3)]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('keeps delivering to the others when one subscriber throws, and stops after unsubscribe and close', async () => {
    feed.subscribe(() => {
      throw new Error('broken subscriber');
    });
    const second: MarketEvent[] = [];
    const stop = feed.subscribe((event) => second.push(event));
    await publishMarketEvent(database.db, block(4));
    await until(() => received.length > 0 && second.length > 0);
    expect(log.error).toHaveBeenCalled();

    stop();
    await publishMarketEvent(database.db, block(5));
    await until(() => received.length > 1);
    expect(second).toEqual([block(4)]);

    await feed.close();
    // Waits until block 6 has gone out to the channel's listeners, rather than for a while.
    const witness = await database.listen(marketEventChannel, () => undefined);
    await publishMarketEvent(database.db, block(6));
    await witness.caughtUp();
    await witness.stop();
    expect(received).toEqual([block(4), block(5)]);
  });

  it.skipIf(name !== 'postgres')('listens again after its PostgreSQL connection is cut (PostgreSQL only)', async () => {
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
    );
    // The listener noticed (onLost) and came back (onRestored) after the first backoff, 125 to 250 ms with jitter.
    await until(() => log.info.mock.calls.some(([message]) => message === 'market event listener reconnected'));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(retryWaits).toHaveLength(1);
    expect(retryWaits[0]).toBeGreaterThanOrEqual(125);
    expect(retryWaits[0]).toBeLessThanOrEqual(250);
    await publishMarketEvent(database.db, block(7));
    await until(() => received.length > 0);
    expect(received).toEqual([block(7)]);
  });
});
