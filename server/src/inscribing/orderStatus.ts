import { and, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { inscriptionOrders, type InscriptionOrderStatus } from '../db/schema';
import { publishMarketEvent } from '../realtime/marketEvents';
import { orderMarket, type InscriptionOrderRow } from './orderFulfilment';

/**
 * Moves an order to `status` (with the fields that come with it) and announces it to every instance's websocket
 * clients, in the caller's transaction: the announcement goes out only if the change commits.
 */
export async function moveOrder(
  tx: Transaction,
  order: InscriptionOrderRow,
  status: InscriptionOrderStatus,
  fields: Partial<typeof inscriptionOrders.$inferInsert> = {},
): Promise<void> {
  await tx
    .update(inscriptionOrders)
    .set({ ...fields, status, updatedAt: new Date() })
    .where(eq(inscriptionOrders.id, order.id));
  const txid = fields.refundTxid ?? fields.commitTxid ?? order.commitTxid ?? order.reportedTxid;
  await publishMarketEvent(tx, {
    type: 'order_status',
    market: orderMarket(order.kind),
    order_id: order.id,
    status,
    txid: txid ?? null,
  });
}

/**
 * Locks the order for the caller's transaction if it still stands at one of `statuses` (any, when none are given):
 * whoever changes an order holds this lock, so another pass or instance that got there first is seen, not undone.
 */
export async function lockOrder(
  tx: Transaction,
  id: string,
  statuses?: readonly InscriptionOrderStatus[],
): Promise<InscriptionOrderRow | undefined> {
  const byId = eq(inscriptionOrders.id, id);
  const [order] = await tx
    .select()
    .from(inscriptionOrders)
    .where(statuses === undefined ? byId : and(byId, inArray(inscriptionOrders.status, [...statuses])))
    .for('update');
  return order;
}
