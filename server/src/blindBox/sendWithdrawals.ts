import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChainSource } from '../chain/ChainSource';
import { relayTransaction } from '../chain/relayTransaction';
import type { Database } from '../db/database';
import { boxCoins, boxWithdrawals, ledgerEntries, ledgerAccounts } from '../db/schema';
import { moveOnce } from './movement';
import { postEntries, type LedgerOwner } from './ledger';

/**
 * Sends every stored withdrawal, its earlier transactions first (the same signed bytes each time, so a resend never
 * pays twice), notes the ones the
 * chain confirmed, and gives back in full a withdrawal the network refused: its debit reversed, its coins held again.
 */
export async function sendWithdrawals(parts: {
  db: Database;
  chain: ChainSource;
  log: Logger;
  now: () => Date;
  beforeSend?: (withdrawalId: string) => void;
}): Promise<void> {
  const { db, chain } = parts;
  const pending = await db
    .select()
    .from(boxWithdrawals)
    .where(inArray(boxWithdrawals.status, ['stored', 'broadcast']))
    .orderBy(asc(boxWithdrawals.createdAt));
  for (const row of pending) {
    if (row.status === 'broadcast') {
      const status = await chain.transactionStatus(row.txid);
      if (status?.confirmed) {
        await db
          .update(boxWithdrawals)
          .set({ status: 'confirmed', updatedAt: parts.now() })
          .where(eq(boxWithdrawals.id, row.id));
      }
      if (status) continue;
    }
    parts.beforeSend?.(row.id);
    const steps = [...row.earlierTxs.map((step) => ({ txid: step.txid, rawTx: step.raw_tx })), row];
    let relayed = true;
    for (const [position, step] of steps.entries()) {
      const outcome = await relayTransaction(chain, step.txid, step.rawTx);
      if (outcome.kind === 'sent') continue;
      relayed = false;
      if (outcome.kind === 'refused') {
        parts.log.error(
          { withdrawalId: row.id, txid: step.txid, reason: outcome.reason },
          'the chain refused a box withdrawal',
        );
        // Only while nothing of it reached the chain can it be undone; a later step refused after an earlier one
        // was accepted stays stored for an operator, as its coins are already partly spent.
        if (position === 0) await giveBack(db, row, outcome.reason, parts.now());
      }
      break;
    }
    if (!relayed) continue;
    if (row.status === 'stored') {
      await db
        .update(boxWithdrawals)
        .set({ status: 'broadcast', updatedAt: parts.now() })
        .where(and(eq(boxWithdrawals.id, row.id), eq(boxWithdrawals.status, 'stored')));
    }
  }
}

async function giveBack(
  db: Database,
  row: typeof boxWithdrawals.$inferSelect,
  reason: string,
  now: Date,
): Promise<void> {
  await moveOnce(
    db,
    {
      key: `withdrawal-refund:${row.id}`,
      kind: 'withdrawal_refund',
      userId: row.userId,
      request: { withdrawal_id: row.id },
    },
    'A refused withdrawal could not be given back.',
    async (tx, movementId) => {
      const [locked] = await tx.select().from(boxWithdrawals).where(eq(boxWithdrawals.id, row.id)).for('update');
      if (!locked || locked.status === 'refused' || locked.status === 'confirmed') return { given_back: false };
      const entries = await tx
        .select({
          amount: ledgerEntries.amount,
          asset: ledgerEntries.asset,
          ownerKind: ledgerAccounts.ownerKind,
          ownerId: ledgerAccounts.ownerId,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(eq(ledgerEntries.movementId, row.movementId));
      await postEntries(
        tx,
        movementId,
        entries.map((entry) => ({
          owner: ownerOf(entry.ownerKind, entry.ownerId),
          asset: entry.asset,
          amount: -entry.amount,
        })),
      );
      await tx.update(boxCoins).set({ status: 'held', spentBy: null }).where(eq(boxCoins.spentBy, row.id));
      await tx.delete(boxCoins).where(inArray(boxCoins.txid, [row.txid, ...row.earlierTxs.map((step) => step.txid)]));
      await tx
        .update(boxWithdrawals)
        .set({
          status: 'refused',
          reason: `The Bitcoin network refused the payout (${reason}); it was returned to your box.`,
          updatedAt: now,
        })
        .where(eq(boxWithdrawals.id, row.id));
      return { given_back: true };
    },
  );
}

function ownerOf(kind: LedgerOwner['kind'], id: string): LedgerOwner {
  return kind === 'user' || kind === 'house' ? { kind, id } : { kind };
}
