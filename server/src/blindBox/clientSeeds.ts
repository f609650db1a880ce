import { randomBytes } from 'node:crypto';
import { bytesToHex, clientSeedPattern } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Transaction } from '../db/database';
import { boxClientSeeds } from '../db/schema';

export const clientSeedField = z
  .string()
  .regex(clientSeedPattern, 'a client seed is 1 to 64 printable characters without a colon');

/** The seed the player draws with: the one the request names (kept for next time), else their last, else a new one. */
export async function playerClientSeed(tx: Transaction, userId: string, named: string | undefined): Promise<string> {
  if (named !== undefined) {
    await tx
      .insert(boxClientSeeds)
      .values({ userId, clientSeed: named })
      .onConflictDoUpdate({ target: boxClientSeeds.userId, set: { clientSeed: named } });
    return named;
  }
  const [kept] = await tx.select().from(boxClientSeeds).where(eq(boxClientSeeds.userId, userId));
  if (kept) return kept.clientSeed;
  const fresh = bytesToHex(randomBytes(8));
  await tx.insert(boxClientSeeds).values({ userId, clientSeed: fresh }).onConflictDoNothing();
  return fresh;
}
