import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnServer } from '@ordmarket/server/testing';

export interface RunningMarket {
  /** Where `npm start` would tell a newcomer to go. */
  readonly url: string;
  close(): Promise<void>;
}

/**
 * The marketplace exactly as `npm start` runs it (built app, PGlite, devnet, seeded market) in its own
 * process and data folder. The small seed keeps the start near 15 s; blocks are mined only on demand, so
 * what the pages show does not move under the screenshots; the rate limits are lifted because one test
 * browser loads far more pages a minute than a person.
 */
export async function startSeededMarket(): Promise<RunningMarket> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ordmarket-journeys-'));
  const server = await spawnServer({
    DATA_DIR: dataDir,
    SEED_MARKET: 'true',
    SEED_SCALE: 'small',
    MARKET_SEED: 'journeys',
    RATE_LIMIT_PER_MINUTE: '1000000',
    ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  return {
    url: server.url,
    close: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
