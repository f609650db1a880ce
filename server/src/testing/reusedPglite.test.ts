import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import * as schema from '../db/schema';
import { ledgerAccounts } from '../db/schema';
import { openReusedPglite } from './reusedPglite';

const tables: PgTable[] = Object.values(schema as Record<string, unknown>).filter((value): value is PgTable =>
  is(value, PgTable),
);

/** Every table's row count in a test database. */
async function rowCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const counted = await Promise.all(
    tables.map(async (table) => [getTableName(table), await database.db.$count(table)] as const),
  );
  return Object.fromEntries(counted);
}

/** Opens a platform account (the table's id is a serial) and answers its id. */
async function addAccount(database: DatabaseHandle, asset = 'btc') {
  const [account] = await database.db
    .insert(ledgerAccounts)
    .values({ ownerKind: 'platform', ownerId: '', asset })
    .returning({ id: ledgerAccounts.id });
  return account?.id;
}

describe('a reused test database', () => {
  it('is handed to the next test as empty as a new one: rows gone, ids restarted', async () => {
    const first = await openReusedPglite();
    const empty = await rowCounts(first);
    expect(Object.keys(empty).length).toBeGreaterThan(30);
    expect(Object.values(empty).every((rows) => rows === 0)).toBe(true);
    const firstId = await addAccount(first);
    await addAccount(first, 'brc20:ordi');
    await first.close();

    const next = await openReusedPglite();
    try {
      expect(await rowCounts(next)).toEqual(empty);
      expect(await addAccount(next)).toBe(firstId);
    } finally {
      await next.close();
    }
  });

  it('refuses every call through a closed handle, so a test cannot write into the next one', async () => {
    const closed = await openReusedPglite();
    await closed.close();
    const next = await openReusedPglite();
    try {
      await expect(closed.execute('select 1')).rejects.toThrow('This test database is closed');
      // Drizzle names the failed query and keeps the refusal as its cause.
      await expect(addAccount(closed)).rejects.toHaveProperty(
        'cause.message',
        expect.stringContaining('This test database is closed'),
      );
      expect(await next.db.$count(ledgerAccounts)).toBe(0);
    } finally {
      await next.close();
    }
  });

  it("never wakes a closed test's listeners with the next test's notifications", async () => {
    const earlier = await openReusedPglite();
    const heardEarlier: string[] = [];
    await earlier.listen('reuse_channel', (payload) => heardEarlier.push(payload));
    await earlier.close();

    const next = await openReusedPglite();
    const heardNext: string[] = [];
    try {
      await next.listen('reuse_channel', (payload) => heardNext.push(payload));
      await next.execute(`select pg_notify('reuse_channel', 'next')`);
      await expect.poll(() => heardNext).toEqual(['next']);
      expect(heardEarlier).toEqual([]);
    } finally {
      await next.close();
    }
  });
});
