import { and, eq } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { listings } from '../../db/schema';
import { sameAddress } from './marketFields';
import { toOrderView, type OrderView } from './orderView';
import { lockOrders, refusePurchase as refuse } from './purchaseOrders';
import { checkPurchasePayment } from './purchasePayment';

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
 * Records the transaction the buyer broadcast, once the chain shows it really buys every order. The order stays
 * `selling` until the indexer sees the inscription arrive; reporting the same transaction again answers the
 * same orders (the app retries).
 */
export async function recordPurchaseTx(
  db: Database,
  chain: ChainSource,
  request: { orderIds: readonly string[]; buyer: string; txid: string },
): Promise<OrderView[]> {
  const { buyer, txid } = request;
  // Read before locking: the chain may be remote, and no order lock should wait on it.
  const reported = await chain.transaction(txid);
  return db.transaction(async (tx) => {
    const orders = await lockOrders(tx, request.orderIds);
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
      checkPurchasePayment(reported, txid, order);
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
