import { sql } from 'drizzle-orm';
import type { RunReport } from '../src/indexer/followChain';
import { readCoreBlocks } from '../src/chain/core/coreBlocks';
import { generatedCoreRpc } from '../src/indexer/testing/generatedCore';
import { generatedChainSource, indexGeneratedChain } from '../src/indexer/testing/generatedChainSource';
import { generateMainnetLikeChain, mainnetShape } from '../src/indexer/testing/mainnetLikeBlocks';
import { closeTestDatabases, testDatabases, type TestDatabase } from '../src/testing';

/**
 * Issue 32's catch-up: a chain whose blocks look like mainnet's (3,500 transactions, 300 reveals of which about
 * half are BRC-20 mints and transfer inscriptions, the previous block's transfers sent, earlier inscriptions
 * moving), indexed from empty into a fresh database, on PostgreSQL when TEST_DATABASE_URL names one and on PGlite.
 * Each run's time is split as the indexer reports it: reading and decoding the raw blocks (the parse), tracking
 * and planning in memory, and the database's reads and writes. Medians of 3 runs, after one that is not counted.
 */
const blocks = 40;
const runs = 3;
const targetPerSecond = 5_000;
/** Issue 32's measure on the devnet bench (reveals and transfers only) before this work. */
const issueBaselinePerSecond = 1_298;
/** From BRC-20's first block to today's tip, roughly: the catch-up the issue asks to state. */
const catchUpBlocks = 150_000;

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

let started = performance.now();
const chain = generateMainnetLikeChain({ blocks, ...mainnetShape });
const { totals } = chain;
console.log(
  `indexer catch-up: generated ${blocks} mainnet-like blocks in ${((performance.now() - started) / 1000).toFixed(1)} s: ` +
    `${totals.transactions} transactions, ${totals.inscriptions} inscriptions (${totals.brc20Mints} BRC-20 mints, ` +
    `${totals.brc20TransferInscriptions} transfer inscriptions, ${totals.brc20TransfersSent} transfers sent), ` +
    `${totals.inscriptionMoves} other inscription moves`,
);

interface Measured {
  readonly seconds: number;
  readonly reports: readonly RunReport[];
}

async function indexOnce(testDatabase: TestDatabase): Promise<Measured> {
  const database = await testDatabase.open();
  try {
    started = performance.now();
    const reports = await indexGeneratedChain(database, chain);
    const seconds = (performance.now() - started) / 1000;
    const { rows } = (await database.db.execute(sql`select count(*)::integer as count from inscriptions`)) as {
      rows: Array<{ count: number }>;
    };
    if (rows[0]?.count !== totals.inscriptions) {
      throw new Error(`indexed ${rows[0]?.count} inscriptions of the chain's ${totals.inscriptions}`);
    }
    return { seconds, reports };
  } finally {
    await database.close();
  }
}

const perSecond = (seconds: number) => totals.transactions / seconds;
const sum = (reports: readonly RunReport[], part: 'readMs' | 'planMs' | 'databaseMs') =>
  reports.reduce((total, report) => total + report[part], 0) / 1000;

async function bench(testDatabase: TestDatabase): Promise<void> {
  const measured: Measured[] = [];
  for (let run = 0; run <= runs; run += 1) {
    const once = await indexOnce(testDatabase);
    // Run 0 warms up (the JIT, the connection pool) and is not counted.
    if (run > 0) measured.push(once);
  }
  const rate = median(measured.map(({ seconds }) => perSecond(seconds)));
  const part = (name: 'readMs' | 'planMs' | 'databaseMs') =>
    median(measured.map(({ reports }) => perSecond(sum(reports, name)))).toFixed(0);
  const judged = testDatabase.name === 'postgres';
  const hours = (catchUpBlocks * mainnetShape.transactionsPerBlock) / rate / 3600;
  const [first] = measured;
  console.log(
    `indexer catch-up (${testDatabase.name}, ${blocks} blocks of ${mainnetShape.transactionsPerBlock} transactions, ` +
      `${first?.reports.length ?? 0} runs): ${rate.toFixed(0)} transactions/s median of ${runs}` +
      (judged
        ? ` (target ≥ ${targetPerSecond}: ${rate >= targetPerSecond ? 'met' : 'missed'}; ` +
          `${(rate / issueBaselinePerSecond).toFixed(1)}x the issue's ${issueBaselinePerSecond}/s)`
        : '') +
      `; apart: parse ${part('readMs')}/s, tracking and planning ${part('planMs')}/s, database ${part('databaseMs')}/s; ` +
      `${catchUpBlocks.toLocaleString('en')} such blocks: ${hours.toFixed(1)} hours at this rate`,
  );
}

/**
 * The parse alone, for one run of blocks as the indexer reads them: raw blocks (Esplora's /block/:hash/raw) against
 * Bitcoin Core's `getblock <hash> 3`, whose JSON carries every input's prevout and so is several times the block.
 */
async function parseBySource(): Promise<void> {
  const [from, to] = [1, 14];
  const transactions = chain.blocks.slice(from, to + 1).reduce((total, block) => total + block.transactions, 0);
  const { rpc, jsonBytes } = generatedCoreRpc(chain, from, to);
  const raw = generatedChainSource(chain);
  const rate = async (read: () => Promise<unknown>) => {
    const rates: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const reading = performance.now();
      await read();
      if (run > 0) rates.push(transactions / ((performance.now() - reading) / 1000));
    }
    return median(rates);
  };
  const rawRate = await rate(() => raw.readBlocks(from, to));
  const coreRate = await rate(() => readCoreBlocks(rpc, from, to));
  const megabytes = (bytes: number) => (bytes / (to - from + 1) / 1_000_000).toFixed(1);
  const rawBytes = chain.blocks.slice(from, to + 1).reduce((total, block) => total + block.raw.length, 0);
  const jsonTotal = [...jsonBytes.values()].reduce((total, bytes) => total + bytes, 0);
  console.log(
    `indexer catch-up, parse by source (blocks ${from}–${to}, ${transactions} transactions, medians of ${runs}): ` +
      `raw blocks (${megabytes(rawBytes)} MB a block) ${rawRate.toFixed(0)} transactions/s; Bitcoin Core's ` +
      `getblock 3 (${megabytes(jsonTotal)} MB of JSON a block) ${coreRate.toFixed(0)} transactions/s ` +
      `(${(coreRate / targetPerSecond).toFixed(1)}x the catch-up target on its own)`,
  );
}

await parseBySource();
if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'indexer catch-up: TEST_DATABASE_URL is not set, so only PGlite is measured (set it to a PostgreSQL server).',
  );
}
for (const testDatabase of [...testDatabases].reverse()) await bench(testDatabase);
// The test databases kept for reuse would hold the process open.
await closeTestDatabases();
