import { eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../purchase/storedTransactions';
import { brc20Orders, brc20OrderStatuses, brc20Ticks } from '../../db/schema';
import { amountText, renderAmount, renderUnitPrice, satsValue } from './brc20Json';
import { jsonSats, unixSeconds } from '../../http/jsonValues';

export const orderItemSchema = z.object({
  order_id: z.string(),
  inscription_id: z.string(),
  tick: z.string(),
  amount: amountText,
  /** Total price of the inscription in sats. */
  price: satsValue,
  /** Sats per token, a decimal string (cheap tokens cost a fraction of a sat each). */
  unit_price: z.string(),
  seller_address: z.string(),
  buyer_address: z.string().nullable(),
  /** replaced: another transaction took the inscription in place of the market's pending purchase. */
  status: z.enum(brc20OrderStatuses),
  /** The purchase transaction once the market sent it; for a replaced order, the transaction that replaced it. */
  txid: z.string().nullable(),
  /** Replaced orders only: whether the replacing transaction paid the seller the price; null otherwise. */
  seller_paid: z.boolean().nullable(),
  listed_at: z.number().int(),
  sold_at: z.number().int().nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

type OrderRow = typeof brc20Orders.$inferSelect & { readonly displayTick: string; readonly decimals: number };

/** Orders with their tick's display form and decimals, which every rendering needs. */
export const selectOrders = (db: Queryable) =>
  db
    .select({ ...getTableColumns(brc20Orders), displayTick: brc20Ticks.displayTick, decimals: brc20Ticks.decimals })
    .from(brc20Orders)
    .innerJoin(brc20Ticks, eq(brc20Ticks.tick, brc20Orders.tick));

export function orderItem(row: OrderRow): OrderItem {
  return {
    order_id: row.id,
    inscription_id: row.inscriptionId,
    tick: row.displayTick,
    amount: renderAmount(row.amount, row.decimals),
    price: jsonSats(row.priceSats),
    unit_price: renderUnitPrice(row.unitPrice),
    seller_address: row.sellerAddress,
    buyer_address: row.buyerAddress,
    status: row.status,
    txid: row.txid,
    seller_paid: row.sellerPaid,
    listed_at: unixSeconds(row.createdAt),
    sold_at: row.soldAt === null ? null : unixSeconds(row.soldAt),
  };
}
