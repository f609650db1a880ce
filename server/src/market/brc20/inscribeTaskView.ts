import { z } from 'zod';
import { brc20InscribeKinds, inscriptionOrderStatuses, type brc20InscribeTasks } from '../../db/schema';
import type { InscriptionOrderRow } from '../../inscribing/orderFulfilment';
import { orderReturnSchema, type OrderReturn } from '../../inscribing/orderReturns';
import { satsValue } from './brc20Json';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

export const inscribeTaskSchema = z.object({
  task_id: z.string(),
  kind: z.enum(brc20InscribeKinds),
  tick: z.string(),
  content: z.string(),
  repeat: z.number().int(),
  receive_address: z.string(),
  payment_address: z.string(),
  fee_rate: z.number().int(),
  total_fee: satsValue,
  /** Sats received so far at the payment address (several sends count together); null before any. */
  paid: satsValue.nullable(),
  status: z.enum(inscriptionOrderStatuses),
  pay_txid: z.string().nullable(),
  inscription_ids: z.array(z.string()),
  refund_txid: z.string().nullable(),
  /** Why the order was refunded or failed, or what part of it was returned. */
  reason: z.string().nullable(),
  /** Later payments the order no longer needed, each sent back to the refund address. */
  returns: z.array(orderReturnSchema),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});

export function inscribeTaskItem(
  task: typeof brc20InscribeTasks.$inferSelect,
  order: InscriptionOrderRow,
  returns: readonly OrderReturn[] = [],
): z.infer<typeof inscribeTaskSchema> {
  return {
    task_id: task.id,
    kind: task.kind,
    tick: task.tick,
    content: task.content,
    repeat: task.repeat,
    receive_address: order.receiverAddress,
    payment_address: order.paymentAddress,
    fee_rate: order.feeRate,
    total_fee: jsonSats(order.totalSats),
    paid: order.paidSats === null ? null : jsonSats(order.paidSats),
    status: order.status,
    pay_txid: order.reportedTxid,
    inscription_ids: order.inscriptionIds,
    refund_txid: order.refundTxid,
    reason: order.reason,
    returns: [...returns],
    created_at: unixSeconds(task.createdAt),
    paid_at: order.paidAt === null ? null : unixSeconds(order.paidAt),
  };
}
