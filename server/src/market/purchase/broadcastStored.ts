import { bitcoin, outpointKey, spentOutpoint } from '@ordmarket/protocol';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import { relayTransaction } from '../../chain/relayTransaction';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { endUnsent, type MarketTransaction } from './storedTransactions';

/** What became of a stored transaction once the chain was asked to take it. */
export type BroadcastOutcome =
  | { readonly status: 'broadcast'; readonly txid: string }
  /** The chain could not be reached: the transaction stays stored and is resent by the sweeper. */
  | { readonly status: 'signed'; readonly txid: string }
  /**
   * A purchase the chain had, refused now because another transaction spends one of the outputs its sellers listed
   * (an RBF replacement reusing their signatures): it stays as it is, and the indexer settles it by what is mined.
   */
  | { readonly status: 'conflicted'; readonly txid: string }
  | { readonly status: 'failed'; readonly reason: string };

/**
 * Whether another transaction than the purchase spends an output its sellers listed: the purchase's inputs that are
 * not the buyer's coins. Undefined when the chain cannot say.
 */
async function listedOutputTaken(
  chain: ChainSource,
  row: MarketTransaction,
  rawTx: string,
): Promise<boolean | undefined> {
  const buyerCoins = new Set(row.terms.spent.map(outpointKey));
  const listed = bitcoin.Transaction.fromHex(rawTx)
    .ins.map(spentOutpoint)
    .filter((outpoint) => !buyerCoins.has(outpointKey(outpoint)));
  try {
    for (const { txid, vout } of listed) {
      const spender = (await chain.outspends(txid))?.[vout];
      if (spender?.spent && spender.txid !== row.txid) return true;
    }
    return false;
  } catch {
    return undefined;
  }
}

/**
 * Sends a stored, signed transaction to the chain. It was written to the database before this call, so a crash or
 * an unreachable chain loses nothing: the same bytes go out again later, and the same bytes can only pay once.
 * A node's refusal ends it (with the node's reason, and its holds released), except for a purchase the chain had
 * and another transaction now replaces: that one waits for the indexer (see BroadcastOutcome).
 */
export async function broadcastStored(db: Database, chain: ChainSource, id: string): Promise<BroadcastOutcome> {
  const [row] = await db.select().from(marketTransactions).where(eq(marketTransactions.id, id));
  if (!row?.rawTx || !row.txid) throw new Error(`Transaction ${id} has nothing signed to broadcast.`);
  const outcome = await relayTransaction(chain, row.txid, row.rawTx);
  if (outcome.kind === 'unreachable') return { status: 'signed', txid: row.txid };
  if (outcome.kind === 'refused') {
    if (row.kind === 'purchase' && row.status === 'broadcast') {
      const taken = await listedOutputTaken(chain, row, row.rawTx);
      if (taken === undefined) return { status: 'signed', txid: row.txid };
      if (taken) return { status: 'conflicted', txid: row.txid };
    }
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
