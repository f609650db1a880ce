import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing';
import type { DatabaseHandle } from './database';
import { insertJsonRows } from './insertJsonRows';
import { devnetOutputs, inscriptionContents } from './schema';
import { updateJsonRows } from './updateJsonRows';

describe.each(testDatabases)('rows updated as one JSON parameter on %s', (testDatabase) => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await testDatabase.open();
  });
  afterEach(() => database.close());

  const output = (txid: string, vout: number) => ({ txid, vout, value: 1_000n + BigInt(vout), script: '51' });

  it('gives each row its own values on a two-column key, sets null where a row says so, and leaves the rest', async () => {
    await insertJsonRows(database.db, devnetOutputs, [
      { ...output('a', 0), spentByTxid: 'x', spentByVin: 4 },
      output('a', 1),
      output('b', 0),
      output('b', 1),
    ]);
    await updateJsonRows(
      database.db,
      devnetOutputs,
      ['txid', 'vout'],
      [
        { txid: 'a', vout: 1, spentByTxid: 's', spentByVin: 0 },
        { txid: 'b', vout: 0, value: 9_007_199_254_740_993n },
        { txid: 'a', vout: 0, spentByTxid: null, spentByVin: null },
      ],
    );
    const rows = await database.db
      .select()
      .from(devnetOutputs)
      .orderBy(asc(devnetOutputs.txid), asc(devnetOutputs.vout));
    expect(rows).toEqual([
      { ...output('a', 0), spentByTxid: null, spentByVin: null },
      { ...output('a', 1), spentByTxid: 's', spentByVin: 0 },
      { ...output('b', 0), value: 9_007_199_254_740_993n, spentByTxid: null, spentByVin: null },
      { ...output('b', 1), spentByTxid: null, spentByVin: null },
    ]);
  });

  it('changes only rows the guard admits, and answers those it changed', async () => {
    await insertJsonRows(database.db, devnetOutputs, [output('a', 0), { ...output('a', 1), spentByTxid: 'first' }]);
    const changed = await updateJsonRows(
      database.db,
      devnetOutputs,
      ['txid', 'vout'],
      [
        { txid: 'a', vout: 0, spentByTxid: 'second' },
        { txid: 'a', vout: 1, spentByTxid: 'second' },
      ],
      { guard: sql`${devnetOutputs.spentByTxid} is null`, returning: sql`${devnetOutputs.vout}` },
    );
    expect(changed).toEqual([{ vout: 0 }]);
    const [kept] = await database.db.select().from(devnetOutputs).where(eq(devnetOutputs.vout, 1));
    expect(kept?.spentByTxid).toBe('first');
  });

  it('writes bytes, JSON and text with quotes as they are', async () => {
    await insertJsonRows(database.db, inscriptionContents, [
      { inscriptionId: 'i', contentType: 'text/plain', body: null, height: 1 },
    ]);
    await updateJsonRows(
      database.db,
      inscriptionContents,
      ['inscriptionId'],
      [{ inscriptionId: 'i', body: Uint8Array.of(0, 255), parents: ['p"1', 'p\\2'], delegate: 'd"\\' }],
    );
    const [row] = await database.db.select().from(inscriptionContents);
    expect(row && { ...row, body: row.body === null ? null : [...row.body] }).toMatchObject({
      contentType: 'text/plain',
      body: [0, 255],
      parents: ['p"1', 'p\\2'],
      delegate: 'd"\\',
      height: 1,
    });
  });
});
