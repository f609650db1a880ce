import { sql, type SQL } from 'drizzle-orm';
import { inscriptionTransactions } from '../db/schema';

/**
 * The position `step` (1 for the first) after everything the order has stored, which may be a return sent before the
 * commit (a coin carrying an inscription reached the order while it waited for payment): computed by the insert
 * itself, so storing costs no read first. Every row of one insert reads the same last position.
 */
export function positionAfterStored(orderId: string, step: number): SQL<number> {
  return sql<number>`(select coalesce(max(${inscriptionTransactions.position}), -1) + ${step}
    from ${inscriptionTransactions} where ${inscriptionTransactions.orderId} = ${orderId})`;
}
