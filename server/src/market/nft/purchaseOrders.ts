import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { listings } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { orderNotFound } from './orderView';

export type Listing = typeof listings.$inferSelect;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export const refusePurchase = (message: string) => new ApiError('purchaseRefused', message);

/** The orders in the order asked, locked until the transaction ends so two buyers never both take one. */
export async function lockOrders(tx: Transaction, orderIds: readonly string[]): Promise<Listing[]> {
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
