import { and, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { inscriptionOrders } from '../db/schema';
import { ApiError } from '../http/ApiError';
import type { InscriptionOrderRow } from './orderFulfilment';
import { lockOrder } from './orderStatus';

/**
 * Records the txid a wallet says paid an order. The app retries this call (3 times, 1 s apart), so the same txid
 * again is a success; another txid is refused, never overwritten. The chain, not this report, decides what was
 * paid: the service watches the order's address whatever is reported.
 */
export function reportPayment(
  db: Database,
  order: { readonly id: string; readonly isOwner: (tx: Transaction, row: InscriptionOrderRow) => Promise<boolean> },
  txid: string,
): Promise<InscriptionOrderRow> {
  return db.transaction(async (tx) => {
    const row = await lockOrder(tx, order.id);
    if (!row || !(await order.isOwner(tx, row))) {
      throw new ApiError('orderNotFound', `No order ${order.id} of yours. Check the order id.`);
    }
    if (row.reportedTxid === txid) return row;
    if (row.reportedTxid !== null) {
      throw new ApiError('paymentConflict', `This order was already paid by transaction ${row.reportedTxid}.`);
    }
    const [other] = await tx
      .select({ id: inscriptionOrders.id })
      .from(inscriptionOrders)
      .where(and(eq(inscriptionOrders.reportedTxid, txid), ne(inscriptionOrders.id, row.id)));
    if (other) throw new ApiError('paymentConflict', 'This transaction already paid another order.');
    const [reported] = await tx
      .update(inscriptionOrders)
      .set({ reportedTxid: txid, updatedAt: new Date() })
      .where(eq(inscriptionOrders.id, row.id))
      .returning();
    if (!reported) throw new Error('a locked order could not be updated');
    return reported;
  });
}
