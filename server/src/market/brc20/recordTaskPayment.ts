import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brc20InscribeTasks } from '../../db/schema';
import { ApiError } from '../../http/ApiError';

type TaskRow = typeof brc20InscribeTasks.$inferSelect;

/**
 * Records the txid that paid a deploy or mint task. The app retries this call (spec §9: 3 times, 1 s apart),
 * so the same task and txid again is a success; another txid for a paid task is refused, never overwritten.
 */
export function recordTaskPayment(db: Database, userId: string, taskId: string, txid: string): Promise<TaskRow> {
  return db.transaction(async (tx) => {
    const [task] = await tx
      .select()
      .from(brc20InscribeTasks)
      .where(and(eq(brc20InscribeTasks.id, taskId), eq(brc20InscribeTasks.userId, userId)))
      .for('update');
    if (!task) throw new ApiError('orderNotFound', 'No such deploy or mint order of yours. Check the order id.');
    if (task.payTxid === txid) return task;
    if (task.payTxid !== null) {
      throw new ApiError('paymentConflict', `This order was already paid by transaction ${task.payTxid}.`);
    }
    if (task.status !== 'awaiting_payment') {
      throw new ApiError('paymentConflict', `This order is ${task.status.replace('_', ' ')} and takes no payment.`);
    }
    const [other] = await tx
      .select({ id: brc20InscribeTasks.id })
      .from(brc20InscribeTasks)
      .where(and(eq(brc20InscribeTasks.payTxid, txid), ne(brc20InscribeTasks.id, taskId)));
    if (other) throw new ApiError('paymentConflict', 'This transaction already paid another order.');
    const [paid] = await tx
      .update(brc20InscribeTasks)
      .set({ payTxid: txid, status: 'paid', paidAt: new Date() })
      .where(and(eq(brc20InscribeTasks.id, taskId), isNull(brc20InscribeTasks.payTxid)))
      .returning();
    if (!paid) throw new Error('a locked unpaid task could not be updated');
    return paid;
  });
}
