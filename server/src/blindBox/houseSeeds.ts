import { randomBytes, randomUUID } from 'node:crypto';
import { bytesToHex, serverSeedHash } from '@ordmarket/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { houseSeeds } from '../db/schema';
import { ApiError } from '../http/ApiError';
import { lockHouse } from './lockHouse';

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

/**
 * The maker's rotation of their house's seed, answering the hash revealed and the one committed next. Only the maker
 * may: a rotation anyone could ask for would let a stranger reveal a house's seeds at will and fill its list of
 * revealed seeds. Players lose nothing by it: the house reveals its last seed itself when its last prize is won.
 */
export async function rotateMakersSeed(tx: Transaction, houseId: string, userId: string, now: Date) {
  const house = await lockHouse(tx, houseId);
  if (house.makerUserId !== userId) {
    throw new ApiError(
      'notHouseMaker',
      "Only this house's maker can rotate its seed. The seed of a draw is revealed when the maker rotates it or when the house's last prize is won.",
    );
  }
  const open = house.status !== 'empty';
  const retired = await rotateHouseSeed(tx, house.id, now, open);
  const next = open ? await activeSeed(tx, house.id) : undefined;
  return {
    revealed_server_seed_hash: retired?.serverSeedHash ?? null,
    next_server_seed_hash: next?.serverSeedHash ?? null,
  };
}
