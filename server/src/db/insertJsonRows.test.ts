import { asc, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing';
import type { DatabaseHandle } from './database';
import { insertJsonRows } from './insertJsonRows';
import { activity, inscriptionContents } from './schema';

describe.each(testDatabases)('rows inserted as one JSON parameter on %s', (testDatabase) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase.open();
  });
  afterEach(() => database.close());

  it('reads back every kind of value as a VALUES insert writes it: bytes, bigints, times, JSON, nulls, defaults', async () => {
    const rows: Array<typeof inscriptionContents.$inferInsert> = [
      { inscriptionId: 'a', contentType: 'image/webp', body: Uint8Array.of(0, 1, 254, 255), height: 1, parents: ['p'] },
      { inscriptionId: 'b', contentType: null, body: new Uint8Array(), height: 2, cursed: true },
      { inscriptionId: 'c', contentType: 'text/plain;charset=utf-8', body: null, height: 3, delegate: 'd"\\' },
    ];
    await insertJsonRows(database.db, inscriptionContents, rows);
    const stored = await database.db.select().from(inscriptionContents).orderBy(asc(inscriptionContents.inscriptionId));
    const defaults = { contentEncoding: null, cursed: false, unbound: false, delegate: null, parents: [] };
    expect(stored.map((row) => ({ ...row, body: row.body === null ? null : [...row.body] }))).toEqual([
      { ...defaults, inscriptionId: 'a', contentType: 'image/webp', body: [0, 1, 254, 255], height: 1, parents: ['p'] },
      { ...defaults, inscriptionId: 'b', contentType: null, body: [], height: 2, cursed: true },
      {
        ...defaults,
        inscriptionId: 'c',
        contentType: 'text/plain;charset=utf-8',
        body: null,
        height: 3,
        delegate: 'd"\\',
      },
    ]);
  });

  it('numbers rows in their order, rows leaving a defaulted column out among the others, and answers what it returns', async () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    const row = (n: number, occurredAt?: Date): typeof activity.$inferInsert => ({
      kind: 'transfer',
      inscriptionId: `i${n}`,
      // Bigints travel as digits: the most a price may be, less a little.
      priceSats: 2_099_999_999_999_990n + BigInt(n),
      height: n,
      ...(occurredAt === undefined ? {} : { occurredAt }),
    });
    const returned = await insertJsonRows(
      database.db,
      activity,
      [row(0, at), row(1), row(2), row(3, at)],
      sql`id::text as id, height`,
    );
    const stored = await database.db.select().from(activity).orderBy(asc(activity.id));
    expect(stored.map(({ inscriptionId }) => inscriptionId)).toEqual(['i0', 'i1', 'i2', 'i3']);
    expect(stored.map(({ priceSats }) => priceSats)).toEqual([0n, 1n, 2n, 3n].map((n) => 2_099_999_999_999_990n + n));
    expect(stored[0]?.occurredAt).toEqual(at);
    expect(stored[3]?.occurredAt).toEqual(at);
    // Left to its default (now), not null: the column is NOT NULL, so a null would have failed the insert.
    expect(stored[1]?.occurredAt.getTime()).toBeGreaterThan(at.getTime());
    expect(returned.map(({ id, height }) => [Number(id), height])).toEqual(
      stored.map(({ id, height }) => [id, height]),
    );
  });
});
