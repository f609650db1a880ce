import { randomBytes } from 'node:crypto';
import { bytesToHex, clientSeedPattern } from '@ordmarket/protocol';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../db/database';
import { boxClientSeeds } from '../db/schema';

export const clientSeedField = z
  .string()
  .regex(clientSeedPattern, 'a client seed is 1 to 64 printable characters without a colon');

/**
 * The client seeds of a batch of draws, from each player's `kept` seed. A player draws with the seed their request
 * names (kept for next time), else their last one, else a new one; `keep` writes what the batch chose, once per player.
 */
export function clientSeedChoices(kept: ReadonlyMap<string, string>) {
  const chosen = new Map(kept);
  const named = new Map<string, string>();
  const fresh = new Map<string, string>();
  return {
    /** The seed this player's draw uses, noted to be kept if it is new to them. */
    choose(userId: string, requested: string | undefined): string {
      const seed = requested ?? chosen.get(userId) ?? bytesToHex(randomBytes(8));
      if (requested !== undefined) named.set(userId, requested);
      else if (!chosen.has(userId)) fresh.set(userId, seed);
      chosen.set(userId, seed);
      return seed;
    },
    async keep(tx: Transaction): Promise<void> {
      if (named.size > 0) {
        await tx
          .insert(boxClientSeeds)
          .values([...named].map(([userId, clientSeed]) => ({ userId, clientSeed })))
          .onConflictDoUpdate({ target: boxClientSeeds.userId, set: { clientSeed: sql`excluded.client_seed` } });
      }
      const unnamed = [...fresh].filter(([userId]) => !named.has(userId));
      if (unnamed.length > 0) {
        await tx
          .insert(boxClientSeeds)
          .values(unnamed.map(([userId, clientSeed]) => ({ userId, clientSeed })))
          .onConflictDoNothing();
      }
    },
  };
}
