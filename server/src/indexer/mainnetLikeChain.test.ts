import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { testDatabases } from '../testing';
import type { RunReport } from './followChain';
import { indexGeneratedChain } from './testing/generatedChainSource';
import { generateMainnetLikeChain } from './testing/mainnetLikeBlocks';

// The catch-up bench's chain in small: what the bench measures must be an index of everything the chain holds.
const chain = generateMainnetLikeChain({ blocks: 4, transactionsPerBlock: 400, revealsPerBlock: 60 });

const counted = async (database: DatabaseHandle, query: ReturnType<typeof sql>) => {
  const { rows } = (await database.db.execute(query)) as { rows: Array<{ count: string | number }> };
  return Number(rows[0]?.count);
};

describe.each(testDatabases)('a mainnet-like chain indexed on %s', (testDatabase) => {
  let database: DatabaseHandle;
  let reports: RunReport[];
  beforeAll(async () => {
    database = await testDatabase.open();
    reports = await indexGeneratedChain(database, chain);
  });
  afterAll(() => database.close());

  it('indexes every reveal, mint and transfer the generator made, in runs that report where the time went', async () => {
    const { totals } = chain;
    expect(totals.transactions).toBe(4 * 400);
    expect(await counted(database, sql`select count(*) as count from inscriptions`)).toBe(totals.inscriptions);
    const events = (type: string) =>
      counted(database, sql`select count(*) as count from brc20_events where event_type = ${type}`);
    expect(await events('deploy-inscribe')).toBe(chain.ticks.length);
    expect(await events('mint-inscribe')).toBe(totals.brc20Mints);
    expect(await events('transfer-inscribe')).toBe(totals.brc20TransferInscriptions);
    expect(await events('transfer-transfer')).toBe(totals.brc20TransfersSent);
    // The inscriptions that changed hands sit where their last move put them, owned by their new holder.
    const moved = await counted(
      database,
      sql`select count(*) as count from inscriptions where txid <> split_part(inscription_id, 'i', 1)`,
    );
    expect(moved).toBe(totals.inscriptionMoves + totals.brc20TransfersSent);
    expect(reports.map(({ fromHeight, toHeight }) => [fromHeight, toHeight])).toEqual([[0, 3]]);
    expect(reports[0]?.transactions).toBe(totals.transactions);
    for (const report of reports) {
      for (const ms of [report.readMs, report.planMs, report.databaseMs]) expect(ms).toBeGreaterThan(0);
    }
  });
});
