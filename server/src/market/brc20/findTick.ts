import { normalizeTick } from '@ordmarket/protocol';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { brc20Ticks } from '../../db/schema';
import { ApiError } from '../../http/ApiError';
import type { TickRow } from './tickView';

export async function findTick(db: Database, tick: string): Promise<TickRow | undefined> {
  const [row] = await db
    .select()
    .from(brc20Ticks)
    .where(eq(brc20Ticks.tick, normalizeTick(tick)));
  return row;
}

/** The deployed tick, or the tickNotFound refusal the app shows as is. */
export async function requireTick(db: Database, tick: string): Promise<TickRow> {
  const row = await findTick(db, tick);
  if (!row) throw new ApiError('tickNotFound', `The token "${tick}" has not been deployed (or is not indexed yet).`);
  return row;
}
