import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { broadcastStored } from './broadcastStored';
import { endUnsent } from './storedTransactions';
import { listWaitingSales } from './waitingSales';
import type { NetworkName } from '@ordmarket/protocol';

export interface PurchaseSweeper {
  /**
   * One pass: ends lapsed holds, resends stored transactions the chain does not have, notes confirmations, lists
   * protected sales whose lock is indexed.
   */
  sweepOnce(): Promise<void>;
  /** Lists the protected sales whose lock is indexed now: called as each block is, besides every pass. */
  listWaitingSales(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Keeps the market's own transactions honest over time and restarts: a hold nobody signed ends at its time and its
 * listings are for sale again; a transaction stored but not (or no longer) known to the chain is sent again (the
 * same bytes, so it can never pay twice); a mined one is marked confirmed. The first pass runs at once, so a
 * restart resends what a crash left unsent.
 */
export function startPurchaseSweeper(parts: {
  db: Database;
  chain: ChainSource;
  intervalMs: number;
  now: () => Date;
  log: Logger;
  /** Lists protected sales waiting for their lock: the network and co-signing key a listing is read with. */
  listing: { network: NetworkName; marketKey: Uint8Array };
}): PurchaseSweeper {
  const { db, chain, now, log } = parts;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  const listWaiting = () => listWaitingSales(db, { ...parts.listing, log });

  const sweepOnce = async (): Promise<void> => {
    const lapsed = await db
      .select({ id: marketTransactions.id })
      .from(marketTransactions)
      .where(and(eq(marketTransactions.status, 'built'), lte(marketTransactions.expiresAt, now())));
    for (const { id } of lapsed) {
      await db.transaction((tx) =>
        endUnsent(tx, id, 'expired', 'The hold ran out before the payment was signed. Nothing was spent.'),
      );
    }
    const sent = await db
      .select()
      .from(marketTransactions)
      .where(inArray(marketTransactions.status, ['signed', 'broadcast']));
    for (const row of sent) {
      const status = row.txid ? await chain.transactionStatus(row.txid) : undefined;
      if (status?.confirmed) {
        await db
          .update(marketTransactions)
          .set({ status: 'confirmed', updatedAt: now() })
          .where(eq(marketTransactions.id, row.id));
      } else if (!status) {
        const outcome = await broadcastStored(db, chain, row.id);
        if (outcome.status === 'failed') log.warn({ id: row.id, reason: outcome.reason }, 'stored transaction refused');
      }
    }
    await listWaiting();
  };

  const schedule = () => {
    if (closed) return;
    timer = setTimeout(() => {
      running = sweepOnce()
        .catch((error: unknown) => {
          log.warn({ err: error }, 'purchase sweep failed; retrying on the next pass');
        })
        .finally(schedule);
    }, parts.intervalMs);
  };
  running = sweepOnce()
    .catch((error: unknown) => {
      log.warn({ err: error }, 'purchase sweep failed; retrying on the next pass');
    })
    .finally(schedule);

  return {
    sweepOnce,
    listWaitingSales: listWaiting,
    close: async () => {
      closed = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
