import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brc20Orders } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import { selectOrders } from './orderView';

/** A BRC-20 order as the routes answer it, or a refusal naming why there is none. */
export async function brc20OrderById(db: Database, id: string) {
  const [row] = await selectOrders(db).where(eq(brc20Orders.id, id));
  if (!row) throw new ApiError('orderNotFound', 'No such BRC-20 order. It may have been delisted.');
  return row;
}
