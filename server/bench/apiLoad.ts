import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { spawnServer } from '../src/testing/serverProcess';

/**
 * Requests per second and latency percentiles of read endpoints, with the server in its own process (as
 * `npm start` runs it, PGlite + devnet + the seeded market) and autocannon on loopback: 10 connections for
 * 10 seconds each.
 */
const reads = [
  {
    title: 'POST /btc/ordinals/get_popular_collections',
    path: '/btc/ordinals/get_popular_collections',
    body: '{"page":1,"limit":20}',
  },
  { title: 'GET /mempool/api/blocks/tip/height', path: '/mempool/api/blocks/tip/height', body: undefined },
];

const dataDir = mkdtempSync(join(tmpdir(), 'ordmarket-bench-'));
// On the seeded market, so the collection list has collections, floors and volumes to compute.
const starting = performance.now();
const server = await spawnServer({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', SEED_MARKET: 'true' });
const firstStartSeconds = (performance.now() - starting) / 1000;
process.stdout.write(
  `first start with the full seeded market (npm start on an empty DATA_DIR): ${firstStartSeconds.toFixed(1)} s\n`,
);
try {
  for (const read of reads) {
    const result = await autocannon({
      url: `${server.url}${read.path}`,
      method: read.body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json' },
      body: read.body,
      connections: 10,
      duration: 10,
    });
    const failed = result.errors + result.timeouts + result.non2xx;
    process.stdout.write(
      `${read.title}: ${Math.round(result.requests.average)} requests/s (median ${result.requests.p50}), ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${failed} failed of ${result.requests.total}\n`,
    );
  }
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
}
