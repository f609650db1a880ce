import { z } from 'zod';
import { inscriptionOrderStatuses } from '../db/schema';
import type { InscriptionOrderRow } from './orderFulfilment';
import { orderReturnSchema, type OrderReturn } from './orderReturns';

/** How an inscription order stands, as its owner follows it: the same shape for mints, deploys and transfers. */
export const inscriptionOrderProgressSchema = z.object({
  order_id: z.string(),
  status: z.enum(inscriptionOrderStatuses),
  payment_address: z.string(),
  total_fee: z.number().int(),
  /** Sats received so far at the payment address (several sends count together); null before any. */
  paid: z.number().int().nullable(),
  pay_txid: z.string().nullable(),
  commit_txid: z.string().nullable(),
  inscription_ids: z.array(z.string()),
  refund_txid: z.string().nullable(),
  refunded: z.number().int().nullable(),
  /** Why the order was refunded or failed, or what part of it was returned, for its owner to read. */
  reason: z.string().nullable(),
  /** Later payments the order no longer needed, each sent back to the refund address. */
  returns: z.array(orderReturnSchema),
});

export function inscriptionOrderProgress(
  row: InscriptionOrderRow,
  returns: readonly OrderReturn[],
): z.infer<typeof inscriptionOrderProgressSchema> {
  return {
    order_id: row.id,
    status: row.status,
    payment_address: row.paymentAddress,
    total_fee: Number(row.totalSats),
    paid: row.paidSats === null ? null : Number(row.paidSats),
    pay_txid: row.reportedTxid,
    commit_txid: row.commitTxid,
    inscription_ids: row.inscriptionIds,
    refund_txid: row.refundTxid,
    refunded: row.refundedSats === null ? null : Number(row.refundedSats),
    reason: row.reason,
    returns: [...returns],
  };
}
