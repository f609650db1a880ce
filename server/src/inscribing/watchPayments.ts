import { asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { inscriptionOrders, type InscriptionOrderStatus } from '../db/schema';
import type { InscriptionOrderRow } from './orderFulfilment';
import { carriesAssets, isPlain, isSettled, sumOf, syncOrderCoins, type OrderCoinRow } from './orderCoins';
import { lockOrder, moveOrder } from './orderStatus';

/** An order that ended this recently is looked at every pass: a second payment most often follows soon after. */
const recentMs = 24 * 3600 * 1000;

/** Orders whose coins are brought up to date in one read (a bound on the statement's parameters). */
const ordersPerRead = 500;

/** Orders whose address is looked at every pass; the rest at each new block. */
const activeStatuses: readonly InscriptionOrderStatus[] = ['awaiting_payment', 'paid', 'inscribing'];

/** Which orders a pass looks at: those in play and lately ended, or every order ever placed. */
export type PaymentLook = 'active' | 'every order';

async function watchedOrders(db: Database, look: PaymentLook, now: Date): Promise<InscriptionOrderRow[]> {
  // Oldest order first: payments that settle in the same look are taken in the order they were placed, so the
  // order placed first is paid first (and served first when a mint's supply or limit cannot take both).
  const oldestFirst = [asc(inscriptionOrders.createdAt), asc(inscriptionOrders.id)] as const;
  if (look === 'every order')
    return db
      .select()
      .from(inscriptionOrders)
      .orderBy(...oldestFirst);
  return db
    .select()
    .from(inscriptionOrders)
    .where(
      or(
        inArray(inscriptionOrders.status, [...activeStatuses]),
        gt(inscriptionOrders.updatedAt, new Date(now.getTime() - recentMs)),
      ),
    )
    .orderBy(...oldestFirst);
}

/**
 * One look at order addresses: every coin there is noted (so none is ever kept unseen). An awaiting order whose
 * settled coins reach its total is paid, payments in several sends counting together; at its expiry it is paid with
 * what arrived (returned as short) once nothing is still confirming, or expires if nothing came. An expired order
 * that receives coins is paid late, to return them. Orders that have moved on keep their coins noted for the return
 * of what they no longer need.
 */
export async function watchPayments(parts: {
  db: Database;
  chain: ChainSource;
  confirmations: number;
  now: () => Date;
  look: PaymentLook;
}): Promise<void> {
  const { db, chain, now } = parts;
  const orders = await watchedOrders(db, parts.look, now());
  if (orders.length === 0) return;
  const tip = await chain.tipHeight();
  for (let first = 0; first < orders.length; first += ordersPerRead) {
    const some = orders.slice(first, first + ordersPerRead);
    const coinsOf = await syncOrderCoins(db, some);
    for (const order of some) {
      // A coin with an inscription or runes is no payment (it goes back whole); one not yet judged waits like one
      // confirming.
      const coins = (coinsOf.get(order.id) ?? []).filter((coin) => coin.spentBy === null && !carriesAssets(coin));
      const held = {
        coins,
        settled: coins.filter((coin) => isSettled(coin, tip, parts.confirmations) && isPlain(coin)),
      };
      if (order.status === 'awaiting_payment') await followAwaited(db, order, held, now());
      else if (order.status === 'expired') await followExpired(db, order, held.settled, now());
    }
  }
}

/** The order's unspent coins, and those of them with the confirmations the service waits for. */
interface HeldCoins {
  readonly coins: readonly OrderCoinRow[];
  readonly settled: readonly OrderCoinRow[];
}

/** What the coins held mean for an order awaiting payment. */
function awaitedStep(order: InscriptionOrderRow, held: HeldCoins, now: Date): 'paid' | 'expired' | 'part' | 'none' {
  const paid = sumOf(held.settled);
  const confirming = held.coins.length > held.settled.length;
  const due = order.expiresAt <= now;
  if (paid >= order.totalSats || (due && !confirming && paid > 0n)) return 'paid';
  if (due && held.coins.length === 0) return 'expired';
  // Part of the total so far: shown to the payer, and nothing moves until the rest arrives or time is up.
  return paid !== (order.paidSats ?? 0n) ? 'part' : 'none';
}

async function followAwaited(db: Database, order: InscriptionOrderRow, held: HeldCoins, now: Date): Promise<void> {
  // Most orders in play wait with nothing new: they cost no transaction. One that moves is judged again locked.
  if (awaitedStep(order, held, now) === 'none') return;
  const paid = sumOf(held.settled);
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id, ['awaiting_payment']);
    if (!locked) return;
    const step = awaitedStep(locked, held, now);
    if (step === 'paid') await moveOrder(tx, locked, 'paid', { paidSats: paid, paidAt: now });
    else if (step === 'expired') await moveOrder(tx, locked, 'expired');
    else if (step === 'part') {
      await tx
        .update(inscriptionOrders)
        .set({ paidSats: paid, updatedAt: now })
        .where(eq(inscriptionOrders.id, locked.id));
    }
  });
}

async function followExpired(
  db: Database,
  order: InscriptionOrderRow,
  settled: readonly OrderCoinRow[],
  now: Date,
): Promise<void> {
  if (settled.length === 0) return;
  await db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id, ['expired']);
    if (!locked) return;
    // Its price and supply were never held for it after it expired: the payment goes back whole.
    await moveOrder(tx, locked, 'paid', {
      paidSats: sumOf(settled),
      paidAt: now,
      reason: 'The payment arrived after the order expired.',
    });
  });
}
