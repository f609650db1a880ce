import { and, asc, eq, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import { relayTransaction } from '../chain/relayTransaction';
import type { Database } from '../db/database';
import { inscriptionOrders, inscriptionTransactions } from '../db/schema';
import { hexArray } from '../db/hexArray';
import { marketEventChannel } from '../realtime/marketEvents';
import { orderMarketSql } from './orderFulfilment';
import { releaseCoins } from './orderCoins';
import { lockOrder, moveOrder } from './orderStatus';

export interface SendParts {
  readonly db: Database;
  readonly chain: ChainSource;
  readonly log: Logger;
  readonly now: () => Date;
  readonly beforeSend?: (transaction: { orderId: string; role: string; position: number }) => void;
}

type StoredTransaction = typeof inscriptionTransactions.$inferSelect;

/**
 * Relays one stored (or lost) transaction and records a refusal. Answers false when the order's later transactions
 * must wait: they spend this one, which the chain could not take now or refused. What the chain took is recorded by
 * the caller, for all it sent at once (see recordSent).
 */
async function relay(parts: SendParts, row: StoredTransaction): Promise<boolean> {
  const { db, log } = parts;
  parts.beforeSend?.({ orderId: row.orderId, role: row.role, position: row.position });
  const outcome = await relayTransaction(parts.chain, row.txid, row.rawTx);
  if (outcome.kind === 'unreachable') return false;
  if (outcome.kind === 'refused') {
    const { reason } = outcome;
    log.error({ orderId: row.orderId, txid: row.txid, reason }, 'the chain refused a stored inscription transaction');
    await db.transaction(async (tx) => {
      await tx
        .update(inscriptionTransactions)
        .set({ status: 'refused', reason, updatedAt: parts.now() })
        .where(eq(inscriptionTransactions.txid, row.txid));
      // A refused return leaves the order as it was; its coins stay with it, counted for the operator in health.
      if (row.role === 'return') return;
      await releaseCoins(tx, row.txid);
      const order = await lockOrder(tx, row.orderId);
      if (order && order.status !== 'failed') {
        await moveOrder(tx, order, 'failed', {
          reason: `The Bitcoin network refused the ${row.role} transaction (${reason}). Support has been told.`,
          finishedAt: parts.now(),
        });
      }
    });
    return false;
  }
  return true;
}

/**
 * Sends one order's stored transactions in order (its commit before its reveals) as soon as they are stored, and
 * moves the order to inscribed once they are all out: an order never waits for the others of its pass. Answers the
 * txids the chain took.
 */
export async function sendOrderTransactions(parts: SendParts, orderId: string): Promise<string[]> {
  const stored = await parts.db
    .select()
    .from(inscriptionTransactions)
    .where(and(eq(inscriptionTransactions.orderId, orderId), eq(inscriptionTransactions.status, 'stored')))
    .orderBy(asc(inscriptionTransactions.position));
  const sent: string[] = [];
  try {
    for (const row of stored) {
      // The rest spend this one: they wait for the end of the pass, and the order stays as it is.
      if (!(await relay(parts, row))) break;
      sent.push(row.txid);
    }
  } finally {
    // What the chain took is recorded even when a later send fails.
    await recordSent(parts, { sent, which: eq(inscriptionOrders.id, orderId) });
  }
  return sent;
}

/**
 * Sends every stored transaction of the service in order (an order's commit before its reveals), and resends any
 * sent one the chain no longer knows: always the same signed bytes, so no output is ever paid twice. A txid in
 * `justSent` (sent earlier in this pass) is known to the chain and is not asked about again. An order whose reveals
 * are all out is inscribed. `beforeSend` lets a test stop the process at a chosen point.
 */
export async function sendStored(parts: SendParts, justSent: ReadonlySet<string> = new Set()): Promise<void> {
  const { db, chain } = parts;
  const pending = await db
    .select()
    .from(inscriptionTransactions)
    .where(inArray(inscriptionTransactions.status, ['stored', 'broadcast']))
    .orderBy(
      asc(inscriptionTransactions.createdAt),
      asc(inscriptionTransactions.orderId),
      asc(inscriptionTransactions.position),
    );
  const blocked = new Set<string>();
  const sent: string[] = [];
  const confirmed: string[] = [];
  try {
    for (const row of pending) {
      if (blocked.has(row.orderId) || justSent.has(row.txid)) continue;
      if (row.status === 'broadcast') {
        const status = await chain.transactionStatus(row.txid);
        if (status?.confirmed) confirmed.push(row.txid);
        if (status) continue;
      }
      if (!(await relay(parts, row))) blocked.add(row.orderId);
      else if (row.status === 'stored') sent.push(row.txid);
    }
  } finally {
    await recordSent(parts, { sent, confirmed });
  }
}

/**
 * Records in one transaction that the chain took `sent` (stored until now) and mined `confirmed`, and moves the
 * orders whose every commit and reveal is out (none left only stored or refused) from inscribing to inscribed. A
 * crash before it leaves them stored: the next pass sends the same bytes again, which the chain answers as known.
 */
async function recordSent(
  parts: SendParts,
  { sent, confirmed = [], which }: { sent: readonly string[]; confirmed?: readonly string[]; which?: SQL },
): Promise<void> {
  const { db } = parts;
  const now = parts.now();
  const sentNow = hexArray(sent);
  const markSent = db
    .update(inscriptionTransactions)
    .set({ status: 'broadcast', updatedAt: now })
    .where(and(sql`${inscriptionTransactions.txid} = any(${sentNow})`, eq(inscriptionTransactions.status, 'stored')))
    .returning({ txid: inscriptionTransactions.txid });
  const markConfirmed = db
    .update(inscriptionTransactions)
    .set({ status: 'confirmed', updatedAt: now })
    .where(sql`${inscriptionTransactions.txid} = any(${hexArray(confirmed)})`)
    .returning({ txid: inscriptionTransactions.txid });
  // The statement's parts all read the rows as they were before it: a transaction sent now still reads as stored,
  // so it is left out of what the order waits for.
  const finish = db
    .update(inscriptionOrders)
    .set({ status: 'inscribed', finishedAt: now, updatedAt: new Date() })
    .where(
      and(
        eq(inscriptionOrders.status, 'inscribing'),
        which,
        notExists(
          db
            .select({ one: sql`1` })
            .from(inscriptionTransactions)
            .where(
              and(
                eq(inscriptionTransactions.orderId, inscriptionOrders.id),
                ne(inscriptionTransactions.role, 'return'),
                inArray(inscriptionTransactions.status, ['stored', 'refused']),
                sql`not (${inscriptionTransactions.txid} = any(${sentNow}))`,
              ),
            ),
        ),
      ),
    )
    .returning({
      id: inscriptionOrders.id,
      kind: inscriptionOrders.kind,
      commitTxid: inscriptionOrders.commitTxid,
      reportedTxid: inscriptionOrders.reportedTxid,
    });
  // One statement, so one round trip: it commits whole or not at all, and each order it finishes is announced
  // with it, as orderStatusEvent words the move.
  await db.execute(sql`with
    sent as (${markSent.getSQL()}),
    confirmed as (${markConfirmed.getSQL()}),
    inscribed as (${finish.getSQL()})
    select pg_notify(${marketEventChannel}, json_build_object(
      'type', 'order_status',
      'market', ${orderMarketSql(sql`inscribed.kind`)},
      'order_id', inscribed.id,
      'status', 'inscribed',
      'txid', coalesce(inscribed.commit_txid, inscribed.reported_txid)
    )::text) from inscribed`);
}
