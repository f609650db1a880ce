import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import { relayTransaction } from '../../chain/relayTransaction';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { endUnsent } from './storedTransactions';

/** What became of a stored transaction once the chain was asked to take it. */
export type BroadcastOutcome =
  | { readonly status: 'broadcast'; readonly txid: string }
  /** The chain could not be reached: the transaction stays stored and is resent by the sweeper. */
  | { readonly status: 'signed'; readonly txid: string }
  | { readonly status: 'failed'; readonly reason: string };

/**
 * Sends a stored, signed transaction to the chain. It was written to the database before this call, so a crash or
 * an unreachable chain loses nothing: the same bytes go out again later, and the same bytes can only pay once.
 * A node's refusal ends it (with the node's reason, and its holds released).
 */
export async function broadcastStored(db: Database, chain: ChainSource, id: string): Promise<BroadcastOutcome> {
  const [row] = await db.select().from(marketTransactions).where(eq(marketTransactions.id, id));
  if (!row?.rawTx || !row.txid) throw new Error(`Transaction ${id} has nothing signed to broadcast.`);
  const outcome = await relayTransaction(chain, row.txid, row.rawTx);
  if (outcome.kind === 'unreachable') return { status: 'signed', txid: row.txid };
  if (outcome.kind === 'refused') {
    const reason = `The Bitcoin network refused the transaction: ${outcome.reason}`;
    await db.transaction((tx) => endUnsent(tx, id, 'failed', reason));
    return { status: 'failed', reason };
  }
  await db
    .update(marketTransactions)
    .set({ status: 'broadcast', broadcasts: sql`${marketTransactions.broadcasts} + 1`, updatedAt: new Date() })
    .where(and(eq(marketTransactions.id, id), inArray(marketTransactions.status, ['signed', 'broadcast'])));
  return { status: 'broadcast', txid: row.txid };
}

/**
 * The transaction id of one the wallet already sent (a retry of the same call), broadcasting it again when a crash
 * left it stored but unsent; undefined when it was never signed or failed.
 */
export async function alreadySent(
  db: Database,
  chain: ChainSource,
  row: { readonly id: string; readonly txid: string | null; readonly status: string },
): Promise<string | undefined> {
  if (!row.txid || row.status === 'failed') return undefined;
  if (row.status === 'signed') await broadcastStored(db, chain, row.id);
  return row.txid;
}
