import { eq, max } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { inscriptionTransactions } from '../db/schema';

/**
 * Where the order's next stored transaction goes in its sequence: after everything stored before, which may be a
 * return sent before the commit (a coin carrying an inscription reached the order while it waited for payment).
 */
export async function nextPosition(tx: Transaction, orderId: string): Promise<number> {
  const [last] = await tx
    .select({ position: max(inscriptionTransactions.position) })
    .from(inscriptionTransactions)
    .where(eq(inscriptionTransactions.orderId, orderId));
  return (last?.position ?? -1) + 1;
}
