import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { housePrizes, houses } from '../db/schema';
import { activeSeed, commitHouseSeed, rotateHouseSeed } from './houseSeeds';

/**
 * A house's status from its prizes: open while anything is in the pool (a house that had emptied reopens with a new
 * committed seed), awaiting its first deposits, or empty (its seed revealed).
 */
export async function settleHouseStatus(tx: Transaction, house: typeof houses.$inferSelect, now: Date): Promise<void> {
  const prizes = await tx
    .select({ status: housePrizes.status })
    .from(housePrizes)
    .where(and(eq(housePrizes.houseId, house.id), inArray(housePrizes.status, ['in_pool', 'awaiting_deposit'])));
  const inPool = prizes.some((prize) => prize.status === 'in_pool');
  const awaiting = prizes.some((prize) => prize.status === 'awaiting_deposit');
  // A new house waits for all its first deposits; after that, anything in the pool keeps it open.
  const waiting = awaiting && house.status === 'awaiting_deposit';
  const status = waiting ? 'awaiting_deposit' : inPool ? 'open' : 'empty';
  if (status === house.status) return;
  if (status === 'empty') await rotateHouseSeed(tx, house.id, now, false);
  else if (!(await activeSeed(tx, house.id))) await commitHouseSeed(tx, house.id);
  await tx.update(houses).set({ status }).where(eq(houses.id, house.id));
}
