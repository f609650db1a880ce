import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { sameAddress } from './marketFields';
import { orderNotFound, toOrderView, type OrderView } from './orderView';

type Listing = typeof listings.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

const refuse = (message: string) => new ApiError('purchaseRefused', message);

async function lockOrders(tx: Transaction, orderIds: readonly string[]): Promise<Listing[]> {
  const rows = await tx
    .select()
    .from(listings)
    .where(inArray(listings.id, [...orderIds]))
    .for('update');
  const byId = new Map(rows.map((row) => [row.id, row]));
  return orderIds.map((id) => {
    const row = byId.get(id);
    if (!row) throw orderNotFound(id);
    return row;
  });
}

/**
 * Refuses a buy that cannot happen: an order that is gone, not for sale, or the buyer's own (spec §6). An order
 * that passes still cannot be bought yet: building the buyer's transaction needs their wallet's UTXOs, which the
 * trading flow adds; until then the answer says so instead of pretending.
 */
export async function refuseUnbuyable(db: Database, orderIds: readonly string[], buyer: string): Promise<never> {
  const rows = await db
    .select()
    .from(listings)
    .where(inArray(listings.id, [...orderIds]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of orderIds) {
    const order = byId.get(id);
    if (!order) throw orderNotFound(id);
    if (sameAddress(order.sellerAddress, buyer)) throw refuse('You cannot buy your own inscription.');
    if (order.status === 'selling') throw refuse('Someone is already buying this inscription. Try another one.');
    if (order.status !== 'on_list')
      throw refuse(`This inscription is no longer for sale (order ${id} is ${order.status}).`);
  }
  throw refuse('Buying is not open on this marketplace yet: purchase transactions cannot be built. Please try later.');
}

/** The buyer gave up before paying: their pending orders go back on sale. Cancelling twice is not an error. */
export function cancelPurchase(db: Database, orderIds: readonly string[], buyer: string): Promise<OrderView[]> {
  return db.transaction(async (tx) => {
    const orders = await lockOrders(tx, orderIds);
    const reopened: OrderView[] = [];
    for (const order of orders) {
      if (order.status === 'on_list') {
        reopened.push(toOrderView(order));
        continue;
      }
      if (order.status !== 'selling' || order.buyerAddress === null || !sameAddress(order.buyerAddress, buyer)) {
        throw refuse(`There is no purchase of order ${order.id} by your address to cancel.`);
      }
      if (order.purchaseTxid !== null) {
        throw refuse('The payment for this purchase was already sent; it can no longer be cancelled.');
      }
      const [row] = await tx
        .update(listings)
        .set({ status: 'on_list', buyerAddress: null, updatedAt: new Date() })
        .where(and(eq(listings.id, order.id), eq(listings.status, 'selling')))
        .returning();
      reopened.push(toOrderView(row ?? order));
    }
    return reopened;
  });
}

/**
 * Records the transaction the buyer broadcast. The order stays `selling` until the indexer sees the inscription
 * arrive; reporting the same transaction again answers the same orders (the app retries).
 */
export function recordPurchaseTx(
  db: Database,
  orderIds: readonly string[],
  buyer: string,
  txid: string,
): Promise<OrderView[]> {
  return db.transaction(async (tx) => {
    const orders = await lockOrders(tx, orderIds);
    const recorded: OrderView[] = [];
    for (const order of orders) {
      const buyersOwn = order.buyerAddress !== null && sameAddress(order.buyerAddress, buyer);
      if (!buyersOwn || (order.status !== 'selling' && order.status !== 'sold')) {
        throw refuse(`There is no purchase of order ${order.id} by your address to record.`);
      }
      if (order.purchaseTxid === txid) {
        recorded.push(toOrderView(order));
        continue;
      }
      if (order.purchaseTxid !== null) throw refuse(`Order ${order.id} was already paid by another transaction.`);
      const [row] = await tx
        .update(listings)
        .set({ purchaseTxid: txid, updatedAt: new Date() })
        .where(eq(listings.id, order.id))
        .returning();
      recorded.push(toOrderView(row ?? order));
    }
    return recorded;
  });
}
