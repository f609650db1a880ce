import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '../src/testing/serverProcess';
import { describeRead, measureReads, type ReadGoal, type ReadRequest } from './readLoad';

/**
 * Requests per second and latency percentiles of the market's busiest reads, with the server in its own process
 * (as `npm start` runs it, PGlite + devnet + the seeded market) and autocannon on loopback over 10 connections.
 * How long that first start takes is server/bench/firstStart.ts's to say.
 */
const seededGoal: ReadGoal = {
  requestsPerSecond: 1000,
  p99Ms: 50,
  // The issue measured 145-171 req/s for the popular list; the ratio is taken to the better end.
  baseline: { requestsPerSecond: 171 },
};

const post = (path: string, body: object): ReadRequest => ({ method: 'POST', path, body: JSON.stringify(body) });

const dataDir = mkdtempSync(join(tmpdir(), 'ordmarket-bench-'));
// On the seeded market, so the collection list has collections, floors and volumes to compute.
const server = await spawnServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', SEED_MARKET: 'true' });
try {
  const popular = await fetch(`${server.url}/btc/ordinals/get_popular_collections`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ page: 1, limit: 20 }),
  });
  const collectionId = ((await popular.json()) as { data: { items: Array<{ collection_id: string }> } }).data.items[0]
    ?.collection_id;
  if (collectionId === undefined) throw new Error('the seeded market has no collection');
  const reads: Array<{ title: string; request: ReadRequest; goal?: ReadGoal }> = [
    {
      title: 'POST /btc/ordinals/get_popular_collections',
      request: post('/btc/ordinals/get_popular_collections', { page: 1, limit: 20 }),
      goal: seededGoal,
    },
    {
      title: `POST /btc/ordinals/get_collection_detail (${collectionId})`,
      request: post('/btc/ordinals/get_collection_detail', { collection_id: collectionId }),
      goal: seededGoal,
    },
    {
      title: `POST /btc/ordinals/get_collection_inscription_list (${collectionId}, cheapest first)`,
      request: post('/btc/ordinals/get_collection_inscription_list', {
        collection_id: collectionId,
        page: 1,
        limit: 20,
        sort: 'price_asc',
      }),
      goal: seededGoal,
    },
    {
      title: 'GET /mempool/api/blocks/tip/height (no database: the ceiling of this machine)',
      request: { method: 'GET', path: '/mempool/api/blocks/tip/height' },
    },
  ];
  for (const read of reads) {
    const rate = await measureReads(server.url, [read.request]);
    process.stdout.write(
      read.goal
        ? describeRead(read.title, rate, read.goal)
        : `${read.title}: ${Math.round(rate.requestsPerSecond)} req/s, p50 ${rate.p50Ms} ms, p99 ${rate.p99Ms} ms\n`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
