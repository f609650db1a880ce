import { access, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { spawnServer } from '@ordmarket/server/testing';

export interface RunningMarket {
  /** Where `npm start` would tell a newcomer to go. */
  readonly url: string;
  close(): Promise<void>;
}

// The small seed keeps the start short; blocks are mined only on demand, so what the pages show does not move under
// the screenshots; the rate limits are lifted because one test browser loads far more pages a minute than a person.
const seededMarket = {
  SEED_MARKET: 'true',
  SEED_SCALE: 'small',
  MARKET_SEED: 'journeys',
  RATE_LIMIT_PER_MINUTE: '1000000',
  ADDRESS_RATE_LIMIT_PER_MINUTE: '1000000',
};

/** Whether a file exists yet. */
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

/**
 * The data folder of a market seeded once for the whole run, in `runDir` (one folder per test run). Seeding is most
 * of a market's start and every journey starts from the same seed, so the first journey to ask seeds a market, stops
 * it cleanly and keeps its folder; the others wait until it is ready. If the seeding fails, they fail with its reason.
 */
async function seededTemplate(runDir: string): Promise<string> {
  const data = join(runDir, 'seeded');
  const ready = join(runDir, 'ready');
  const failed = join(runDir, 'failed');
  const seedsIt = await mkdir(join(runDir, 'seeding')).then(
    () => true,
    () => false,
  );
  if (seedsIt) {
    try {
      const server = await spawnServer({ DATA_DIR: data, ...seededMarket });
      server.child.kill('SIGTERM');
      const code = await server.exited;
      if (code !== 0) throw new Error(`The seeded market stopped with ${code}, so its data may be incomplete.`);
      await writeFile(ready, '');
    } catch (error) {
      await writeFile(failed, error instanceof Error ? error.message : String(error));
      throw error;
    }
    return data;
  }
  // Bounded by the journey's hook timeout; each look is a file read.
  for (;;) {
    if (await exists(ready)) return data;
    if (await exists(failed)) throw new Error(`Seeding the journeys' market failed: ${await readFile(failed, 'utf8')}`);
    await sleep(200);
  }
}

/**
 * The marketplace exactly as `npm start` runs it (built app, PGlite, devnet, seeded market) in its own process, on
 * its own copy of a market seeded once for the run (`runDir`, see `seededTemplate`).
 */
export async function startSeededMarket(runDir: string): Promise<RunningMarket> {
  const template = await seededTemplate(runDir);
  const dataDir = await mkdtemp(join(tmpdir(), 'ordmarket-journeys-'));
  await cp(template, dataDir, { recursive: true });
  const server = await spawnServer({ DATA_DIR: dataDir, ...seededMarket });
  return {
    url: server.url,
    close: async () => {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
