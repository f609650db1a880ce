import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { collectionInscriptionList, inscriptionListFilter } from '../src/market/nft/collectionInscriptionList';
import { postJson, startTestServer } from '../src/testing/startTestServer';
import { createPostgresDatabase } from '../src/testing/testDatabases';
import { describeRead, measureReads, type ReadRequest } from './readLoad';

/**
 * POST /btc/ordinals/get_collection_inscription_list at 100,000 inscriptions on PostgreSQL: a throwaway database
 * filled with 20 collections (3 traits per item, 30% listed, 60,000 sales over 30 days), a real server on it, and
 * autocannon over 10 connections rotating three trader queries, then the trait filter alone. Each query's time
 * computed from the database (what the first request after a market change pays) is printed too.
 * Run: npx tsx server/bench/collectionList.ts (TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/test).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const inscriptionCount = 100_000;
const collectionCount = 20;
const saleCount = 60_000;

/** A throwaway database, or undefined (and a line saying so) when PostgreSQL does not answer. */
async function throwawayDatabase(): Promise<Awaited<ReturnType<typeof createPostgresDatabase>> | undefined> {
  try {
    return await createPostgresDatabase(serverUrl);
  } catch (error) {
    process.stdout.write(`collection list bench: PostgreSQL at ${serverUrl} unavailable (${String(error)}); skipped\n`);
    return undefined;
  }
}

/** Rows made by the database itself from generate_series: 100,000 items load in seconds, not minutes. */
async function fill(database: DatabaseHandle): Promise<void> {
  const hex = (n: string) => `lpad(to_hex(${n}), 64, '0')`;
  const collection = (n: string) => `'c' || lpad((${n} % ${collectionCount})::text, 2, '0')`;
  await database.execute(`
    insert into collections (id, name, supply, created_at)
      select 'c' || lpad(c::text, 2, '0'), 'Collection ' || c, ${inscriptionCount / collectionCount},
        now() - make_interval(days => c)
      from generate_series(0, ${collectionCount - 1}) c;
    insert into inscriptions (inscription_id, number, collection_id, name, content_type, content_length,
        owner_address, txid, vout, value, genesis_height, genesis_time)
      select ${hex('i')} || 'i0', i, ${collection('i')}, '#' || i, 'image/png', 1000,
        'owner' || ((i * 7919) % 3000), ${hex('i')}, 0, 546, 800000 + i / 10,
        now() - make_interval(secs => ${inscriptionCount} - i)
      from generate_series(1, ${inscriptionCount}) i;
    insert into inscription_attributes (inscription_id, collection_id, trait_type, value)
      select ${hex('i')} || 'i0', ${collection('i')}, trait, trait || '-' || (((i / ${collectionCount}) * prime) % modulus)
      from generate_series(1, ${inscriptionCount}) i,
        (values ('background', 31, 8), ('hat', 17, 12), ('eyes', 13, 5)) traits(trait, prime, modulus);
    insert into listings (inscription_id, collection_id, seller_address, seller_payment_address, price_sats,
        seller_psbt, txid, vout, status, created_at, updated_at)
      select ${hex('i')} || 'i0', ${collection('i')}, 'owner' || ((i * 7919) % 3000), 'owner' || ((i * 7919) % 3000),
        10000 + (i * 7907) % 990000, 'bench', ${hex('i')}, 0,
        case when (i / ${collectionCount}) % 97 = 0 then 'selling' else 'on_list' end, now() - make_interval(mins => i % 10000), now()
      from generate_series(1, ${inscriptionCount}) i where (i / ${collectionCount}) % 10 < 3;
    insert into activity (kind, inscription_id, collection_id, price_sats, occurred_at)
      select 'sale', ${hex('(s % ' + String(inscriptionCount) + ') + 1')} || 'i0', ${collection('s')},
        5000 + (s::bigint * 104729) % 500000, now() - make_interval(secs => (s * 7919) % (30 * 86400))
      from generate_series(1, ${saleCount}) s;
    analyze;
  `);
}

const path = '/btc/ordinals/get_collection_inscription_list';
const traitFilter = {
  collection_id: 'c03',
  page: 2,
  limit: 20,
  attributes: [
    { trait_type: 'hat', value: 'hat-3' },
    { trait_type: 'hat', value: 'hat-5' },
    { trait_type: 'eyes', value: 'eyes-1' },
  ],
};
const bodies = [
  { collection_id: 'c07', page: 1, limit: 20 },
  { collection_id: 'c11', page: 1, limit: 20, sort: 'price_asc', status: 'on_list' },
  traitFilter,
];
/** The largest filter a trader may send: every hat and background value and three eyes. */
const widestFilter = {
  collection_id: 'c05',
  page: 1,
  limit: 20,
  attributes: [
    ...Array.from({ length: 12 }, (_, n) => ({ trait_type: 'hat', value: `hat-${n}` })),
    ...Array.from({ length: 8 }, (_, n) => ({ trait_type: 'background', value: `background-${n}` })),
    ...Array.from({ length: 3 }, (_, n) => ({ trait_type: 'eyes', value: `eyes-${n}` })),
  ],
};
const asRequest = (body: object): ReadRequest => ({ method: 'POST', path, body: JSON.stringify(body) });

/** Milliseconds of one answer computed from the database, as the first request after a market change gets it. */
async function computedMs(database: DatabaseHandle, body: object): Promise<{ median: number; slowest: number }> {
  const filter = inscriptionListFilter.parse(body);
  const times: number[] = [];
  for (let run = 0; run < 15; run += 1) {
    const started = performance.now();
    await collectionInscriptionList(database.db, filter, undefined);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, slowest: times.at(-1) ?? 0 };
}

const throwaway = await throwawayDatabase();
if (throwaway) {
  const database = await openDatabase({ kind: 'postgres', url: throwaway.url });
  try {
    const filling = Date.now();
    await fill(database);
    process.stdout.write(`filled ${inscriptionCount} inscriptions in ${Date.now() - filling} ms\n`);
    const server = await startTestServer(database, { RATE_LIMIT_PER_MINUTE: '100000000' });
    try {
      for (const body of [...bodies, widestFilter]) {
        const answer = await postJson(server.url, path, body);
        const data = answer.body.data as { total?: number; pending_count?: number } | null;
        if (answer.body.code !== 0) throw new Error(`${JSON.stringify(body)} failed: ${answer.body.msg}`);
        const computed = await computedMs(database, body);
        process.stdout.write(
          `  ${JSON.stringify(body).slice(0, 110)}: total ${data?.total}, pending ${data?.pending_count}; ` +
            `computed after a change in ${computed.median.toFixed(1)} ms (slowest of 15 ${computed.slowest.toFixed(1)} ms)\n`,
        );
      }
      const scale = `at ${inscriptionCount} inscriptions (PostgreSQL)`;
      process.stdout.write(
        describeRead(
          `POST ${path}, three trader queries ${scale}`,
          await measureReads(server.url, bodies.map(asRequest)),
          {
            requestsPerSecond: 600,
            p99Ms: 100,
            baseline: { requestsPerSecond: 102, p99Ms: 208 },
          },
        ),
      );
      process.stdout.write(
        describeRead(`  the trait filter alone ${scale}`, await measureReads(server.url, [asRequest(traitFilter)]), {
          requestsPerSecond: 300,
          p99Ms: 100,
          baseline: { requestsPerSecond: 40, p99Ms: 372 },
        }),
      );
    } finally {
      await server.close();
    }
  } finally {
    await database.close();
    await throwaway.drop();
  }
}
