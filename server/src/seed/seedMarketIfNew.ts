import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Devnet } from '../chain/devnet/Devnet';
import type { DatabaseHandle } from '../db/database';
import { seedRuns } from '../db/schema';
import type { Indexer } from '../indexer/Indexer';
import { unseedMarket } from './unseedMarket';
import { seedMarket, type SeedCounts, type SeedScale } from './seedMarket';

export interface SeedRequest {
  readonly database: DatabaseHandle;
  readonly devnet: Devnet;
  readonly indexer: Indexer;
  readonly log: Logger;
  readonly seed: string;
  readonly scale: SeedScale;
}

/**
 * Seeds the demo market on a devnet's first start. A chain that already has blocks beyond genesis belongs to
 * someone (a previous seeding, or a user who mined and traded), so it is left alone. An interrupted seeding
 * leaves its 'seeding' marker: the next start takes back what it wrote and seeds again from the beginning,
 * which (the seed being deterministic) gives the very market the first run would have finished.
 */
export async function seedMarketIfNew(request: SeedRequest): Promise<SeedCounts | undefined> {
  const { database, devnet, indexer, log, seed, scale } = request;
  const db = database.db;
  const [marker] = await db.select().from(seedRuns).limit(1);
  if (marker?.state === 'seeded') return undefined;
  if (marker?.state === 'seeding') {
    log.warn('an earlier market seeding was interrupted; taking it back and seeding again');
    await unseedMarket(db, devnet, indexer);
  }
  const tip = await devnet.tipHeight();
  if (tip > 0) {
    log.info({ tip }, 'the devnet already has blocks; not seeding the demo market');
    return undefined;
  }
  await db.insert(seedRuns).values({ seed, scale, state: 'seeding' });
  const started = Date.now();
  log.info({ seed, scale }, 'seeding the demo market');
  const counts = await seedMarket(db, devnet, indexer, log, seed, scale);
  await db.update(seedRuns).set({ state: 'seeded', finishedAt: new Date() }).where(eq(seedRuns.seed, seed));
  log.info({ ...counts, seconds: (Date.now() - started) / 1000 }, 'seeded the demo market');
  return counts;
}
