import { and, eq, gt, or } from 'drizzle-orm';
import type { ChainSource, EsploraUtxo } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { inscriptionOrders } from '../db/schema';
import { lockOrder, moveOrder } from './orderStatus';

/** How long after expiring an order's address is still looked at, so a late payment is returned, not kept. */
const lateWindowMs = 24 * 3600 * 1000;

/** The coins an order's address holds that count as paid: mempool ones too when no confirmation is asked for. */
export async function paidCoins(chain: ChainSource, address: string, confirmations: number): Promise<EsploraUtxo[]> {
  const coins = await chain.addressUtxos(address);
  if (confirmations === 0) return coins;
  const tip = await chain.tipHeight();
  return coins.filter(
    (coin) => coin.status.block_height !== undefined && tip - coin.status.block_height + 1 >= confirmations,
  );
}

/**
 * One look at every open order's address: one that received coins is paid (a late payment to an expired order too,
 * to be returned); one that received nothing by its time expires.
 */
export async function watchPayments(parts: {
  db: Database;
  chain: ChainSource;
  confirmations: number;
  now: () => Date;
}): Promise<void> {
  const { db, chain, now } = parts;
  const watched = await db
    .select()
    .from(inscriptionOrders)
    .where(
      or(
        eq(inscriptionOrders.status, 'awaiting_payment'),
        and(
          eq(inscriptionOrders.status, 'expired'),
          gt(inscriptionOrders.expiresAt, new Date(now().getTime() - lateWindowMs)),
        ),
      ),
    );
  for (const order of watched) {
    const coins = await paidCoins(chain, order.paymentAddress, parts.confirmations);
    const paid = coins.reduce((sum, coin) => sum + BigInt(coin.value), 0n);
    if (paid > 0n) {
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id, ['awaiting_payment', 'expired']);
        if (!locked) return;
        // A payment after the order expired is returned whole: its price and supply were never held for it.
        const late = locked.status === 'expired' ? { reason: 'The payment arrived after the order expired.' } : {};
        await moveOrder(tx, locked, 'paid', { paidSats: paid, paidAt: now(), ...late });
      });
    } else if (order.status === 'awaiting_payment' && order.expiresAt <= now()) {
      await db.transaction(async (tx) => {
        const locked = await lockOrder(tx, order.id, ['awaiting_payment']);
        if (locked) await moveOrder(tx, locked, 'expired');
      });
    }
  }
}
