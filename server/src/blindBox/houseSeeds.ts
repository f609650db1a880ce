import { randomBytes, randomUUID } from 'node:crypto';
import { bytesToHex, serverSeedHash } from '@ordmarket/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { houseSeeds } from '../db/schema';

/** Commits a house to a fresh secret seed: only its hash is public until it is retired. */
export async function commitHouseSeed(tx: Transaction, houseId: string): Promise<void> {
  const serverSeed = bytesToHex(randomBytes(32));
  await tx
    .insert(houseSeeds)
    .values({ id: randomUUID(), houseId, serverSeed, serverSeedHash: serverSeedHash(serverSeed) });
}

/** The seed the house's next draw uses, locked for the draw. */
export async function activeSeed(tx: Transaction, houseId: string) {
  const [seed] = await tx
    .select()
    .from(houseSeeds)
    .where(and(eq(houseSeeds.houseId, houseId), isNull(houseSeeds.revealedAt)))
    .for('update');
  return seed;
}

/**
 * Retires the house's seed and reveals it (every draw made with it can now be checked), and commits to a new one
 * for the draws after; a house with nothing left to draw keeps no new seed.
 */
export async function rotateHouseSeed(tx: Transaction, houseId: string, now: Date, commitNext: boolean) {
  const seed = await activeSeed(tx, houseId);
  if (seed) await tx.update(houseSeeds).set({ revealedAt: now }).where(eq(houseSeeds.id, seed.id));
  if (commitNext) await commitHouseSeed(tx, houseId);
  return seed;
}
