import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { inscriptionOrders, type InscriptionOrderStatus } from '../db/schema';
import { updateJsonRows } from '../db/updateJsonRows';
import { changeAndPublish, publishMarketEvents, type MarketEvent } from '../realtime/marketEvents';
import { orderMarket, type InscriptionOrderRow } from './orderFulfilment';

/** An order moving to `status`, with the fields that come with it. */
export interface OrderMove {
  readonly order: InscriptionOrderRow;
  readonly status: InscriptionOrderStatus;
  readonly fields?: Partial<typeof inscriptionOrders.$inferInsert>;
}

/** What the websocket tells an order's followers when it moves (recordSent words the move to inscribed alike). */
const orderStatusEvent = ({ order, status, fields = {} }: OrderMove): MarketEvent => ({
  type: 'order_status',
  market: orderMarket(order.kind),
  order_id: order.id,
  status,
  txid: fields.refundTxid ?? fields.commitTxid ?? order.commitTxid ?? order.reportedTxid ?? null,
});

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
  const change = tx
    .update(inscriptionOrders)
    .set({ ...fields, status, updatedAt: new Date() })
    .where(eq(inscriptionOrders.id, order.id))
    .returning({ id: inscriptionOrders.id });
  await changeAndPublish(tx, change, orderStatusEvent({ order, status, fields }));
}

/** Moves several locked orders at once, as `moveOrder` moves one: a statement for each set of fields, one announcement. */
export async function moveOrders(tx: Transaction, moves: readonly OrderMove[]): Promise<void> {
  if (moves.length === 0) return;
  const updatedAt = new Date();
  await updateJsonRows(
    tx,
    inscriptionOrders,
    ['id'],
    moves.map(({ order, status, fields }) => ({ ...fields, id: order.id, status, updatedAt })),
  );
  await publishMarketEvents(tx, moves.map(orderStatusEvent));
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

/**
 * Locks, oldest first, those of the orders that still stand at one of `statuses`: the order every batch takes its
 * locks in, so two instances judging the same orders wait for each other instead of deadlocking.
 */
export async function lockOrders(
  tx: Transaction,
  ids: readonly string[],
  statuses: readonly InscriptionOrderStatus[],
): Promise<InscriptionOrderRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(inscriptionOrders)
    .where(and(inArray(inscriptionOrders.id, [...ids]), inArray(inscriptionOrders.status, [...statuses])))
    .orderBy(asc(inscriptionOrders.createdAt), asc(inscriptionOrders.id))
    .for('update');
}
