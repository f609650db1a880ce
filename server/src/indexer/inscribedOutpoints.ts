import { outpointKey } from '@ordmarket/protocol';
import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../db/database';
import { inscriptions } from '../db/schema';

/** Which of `outpoints` hold an inscription as the index knows it now, as `txid:vout` keys. */
export async function inscribedOutpoints(
  db: Database,
  outpoints: ReadonlyArray<{ readonly txid: string; readonly vout: number }>,
): Promise<Set<string>> {
  if (outpoints.length === 0) return new Set();
  const rows = await db
    .select({ txid: inscriptions.txid, vout: inscriptions.vout })
    .from(inscriptions)
    .where(or(...outpoints.map((coin) => and(eq(inscriptions.txid, coin.txid), eq(inscriptions.vout, coin.vout)))));
  return new Set(rows.map(outpointKey));
}
