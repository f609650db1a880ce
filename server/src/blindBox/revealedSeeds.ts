import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/database';
import { boxDraws, houseSeeds } from '../db/schema';
import { unixSeconds } from '../http/jsonValues';

export const revealedSeedSchema = z.object({
  server_seed_hash: z.string(),
  server_seed: z.string(),
  /** The draws made with this seed, each now re-derivable. */
  draws: z.number().int(),
  revealed_at: z.number().int(),
});
export type RevealedSeedAnswer = z.infer<typeof revealedSeedSchema>;

/**
 * How many of its newest revealed seeds a house's detail carries. A maker may rotate as often as they like, so the
 * detail stays this size and `get_house_seeds` pages the rest.
 */
export const revealedSeedsInDetail = 10;

const revealedOf = (houseId: string) => and(eq(houseSeeds.houseId, houseId), isNotNull(houseSeeds.revealedAt));

/**
 * A house's revealed seeds, newest first. A house holds one unrevealed seed at a time, so seeds are revealed in the
 * order they were made: the creation time breaks a tie of reveal times (an injected clock may stand still).
 */
export async function revealedSeeds(
  db: Database,
  houseId: string,
  limit: number,
  offset = 0,
): Promise<RevealedSeedAnswer[]> {
  const rows = await db
    .select({
      serverSeedHash: houseSeeds.serverSeedHash,
      serverSeed: houseSeeds.serverSeed,
      // Revealed seeds only, so never null here, though the column allows it.
      revealedAt: sql`${houseSeeds.revealedAt}`.mapWith(houseSeeds.revealedAt),
      draws: count(boxDraws.id),
    })
    .from(houseSeeds)
    .leftJoin(boxDraws, eq(boxDraws.seedId, houseSeeds.id))
    .where(revealedOf(houseId))
    .groupBy(houseSeeds.id)
    .orderBy(desc(houseSeeds.revealedAt), desc(houseSeeds.createdAt), desc(houseSeeds.id))
    .limit(limit)
    .offset(offset);
  return rows.map((seed) => ({
    server_seed_hash: seed.serverSeedHash,
    server_seed: seed.serverSeed,
    draws: seed.draws,
    revealed_at: unixSeconds(seed.revealedAt),
  }));
}

export async function revealedSeedCount(db: Database, houseId: string): Promise<number> {
  const [counted] = await db.select({ total: count() }).from(houseSeeds).where(revealedOf(houseId));
  return counted?.total ?? 0;
}
