import { and, asc, eq, inArray, ne, notExists, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import { relayTransaction } from '../chain/relayTransaction';
import type { Database } from '../db/database';
import { inscriptionOrders, inscriptionTransactions } from '../db/schema';
import { releaseCoins } from './orderCoins';
import { lockOrder, moveOrder } from './orderStatus';

/**
 * Sends every stored transaction of the service in order (an order's commit before its reveals), and resends any
 * sent one the chain no longer knows: always the same signed bytes, so no output is ever paid twice. An order whose
 * reveals are all out is inscribed. `beforeSend` lets a test stop the process at a chosen point.
 */
export async function sendStored(parts: {
  db: Database;
  chain: ChainSource;
  log: Logger;
  now: () => Date;
  beforeSend?: (transaction: { orderId: string; role: string; position: number }) => void;
}): Promise<void> {
  const { db, chain, log } = parts;
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
  for (const row of pending) {
    if (blocked.has(row.orderId)) continue;
    if (row.status === 'broadcast') {
      const status = await chain.transactionStatus(row.txid);
      if (status?.confirmed) {
        await db
          .update(inscriptionTransactions)
          .set({ status: 'confirmed', updatedAt: parts.now() })
          .where(eq(inscriptionTransactions.txid, row.txid));
      }
      if (status) continue;
    }
    parts.beforeSend?.({ orderId: row.orderId, role: row.role, position: row.position });
    const outcome = await relayTransaction(chain, row.txid, row.rawTx);
    if (outcome.kind === 'unreachable') {
      // Later ones spend this one: they wait for the next pass.
      blocked.add(row.orderId);
      continue;
    }
    if (outcome.kind === 'refused') {
      const { reason } = outcome;
      blocked.add(row.orderId);
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
      continue;
    }
    if (row.status === 'stored') {
      await db
        .update(inscriptionTransactions)
        .set({ status: 'broadcast', updatedAt: parts.now() })
        .where(and(eq(inscriptionTransactions.txid, row.txid), eq(inscriptionTransactions.status, 'stored')));
    }
  }
  await finishInscribed(db, parts.now);
}

/** Orders whose every commit and reveal is out (none left only stored) move from inscribing to inscribed. */
async function finishInscribed(db: Database, now: () => Date): Promise<void> {
  const done = await db
    .select()
    .from(inscriptionOrders)
    .where(
      and(
        eq(inscriptionOrders.status, 'inscribing'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(inscriptionTransactions)
            .where(
              and(
                eq(inscriptionTransactions.orderId, inscriptionOrders.id),
                ne(inscriptionTransactions.role, 'return'),
                inArray(inscriptionTransactions.status, ['stored', 'refused']),
              ),
            ),
        ),
      ),
    );
  for (const order of done) {
    await db.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id, ['inscribing']);
      if (locked) await moveOrder(tx, locked, 'inscribed', { finishedAt: now() });
    });
  }
}
