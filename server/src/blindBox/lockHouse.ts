import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { houses } from '../db/schema';
import { ApiError } from '../http/ApiError';

/**
 * The house, locked for the rest of the transaction: every open, liquidity change, deposit and seed rotation of a
 * house queues here, so each sees the pool the previous one left.
 */
export async function lockHouse(tx: Transaction, houseId: string) {
  const [house] = await tx.select().from(houses).where(eq(houses.id, houseId)).for('update');
  if (!house) throw new ApiError('notFound', 'There is no such house.');
  return house;
}
