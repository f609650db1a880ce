import { z } from 'zod';
import { brc20InscribeKinds, brc20InscribeStatuses, type brc20InscribeTasks } from '../../db/schema';
import { satsNumber, satsValue, unixSeconds } from './brc20Json';

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
  status: z.enum(brc20InscribeStatuses),
  pay_txid: z.string().nullable(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
});

export function inscribeTaskItem(row: typeof brc20InscribeTasks.$inferSelect): z.infer<typeof inscribeTaskSchema> {
  return {
    task_id: row.id,
    kind: row.kind,
    tick: row.tick,
    content: row.content,
    repeat: row.repeat,
    receive_address: row.receiveAddress,
    payment_address: row.paymentAddress,
    fee_rate: row.feeRate,
    total_fee: satsNumber(row.totalSats),
    status: row.status,
    pay_txid: row.payTxid,
    created_at: unixSeconds(row.createdAt),
    paid_at: row.paidAt === null ? null : unixSeconds(row.paidAt),
  };
}
