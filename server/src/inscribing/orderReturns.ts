import { z } from 'zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inscriptionTransactions } from '../db/schema';
import { jsonSats } from '../http/jsonValues';

/** A payment the order no longer needed, sent back to its refund address. */
export const orderReturnSchema = z.object({
  txid: z.string(),
  /** What reached the refund address: the coins less the return's own fee. */
  returned: z.number().int(),
  /** `refused` when the network would not take it (support sees it in the health answer). */
  status: z.enum(['stored', 'broadcast', 'confirmed', 'refused']),
});
export type OrderReturn = z.infer<typeof orderReturnSchema>;

/** The returns of each of `orderIds`, oldest first, in one query. */
export async function orderReturns(db: Database, orderIds: readonly string[]): Promise<Map<string, OrderReturn[]>> {
  const byOrder = new Map<string, OrderReturn[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(inscriptionTransactions)
    .where(and(inArray(inscriptionTransactions.orderId, [...orderIds]), eq(inscriptionTransactions.role, 'return')))
    .orderBy(asc(inscriptionTransactions.position));
  for (const row of rows) {
    const entry = { txid: row.txid, returned: jsonSats(row.returnedSats ?? 0n), status: row.status };
    byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), entry]);
  }
  return byOrder;
}
