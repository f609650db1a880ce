import { asc, gt, inArray, or } from 'drizzle-orm';
import type { ChainSource } from '../chain/ChainSource';
import type { Database } from '../db/database';
import { updateJsonRows } from '../db/updateJsonRows';
import { inscriptionOrders, type InscriptionOrderStatus } from '../db/schema';
import type { InscriptionOrderRow } from './orderFulfilment';
import { carriesAssets, isPlain, isSettled, sumOf, syncOrderCoins, type OrderCoinRow } from './orderCoins';
import { lockOrders, moveOrders, type OrderMove } from './orderStatus';

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
    const moving = new Map<string, Look>();
    for (const order of some) {
      // A coin with an inscription or runes is no payment (it goes back whole); one not yet judged waits like one
      // confirming.
      const coins = (coinsOf.get(order.id) ?? []).filter((coin) => coin.spentBy === null && !carriesAssets(coin));
      const held = {
        coins,
        settled: coins.filter((coin) => isSettled(coin, tip, parts.confirmations) && isPlain(coin)),
      };
      if (nextStep(order, held, now()) !== 'none') moving.set(order.id, { seen: order, held });
    }
    await moveOn(db, moving, now());
  }
}

/** The order's unspent coins, and those of them with the confirmations the service waits for. */
interface HeldCoins {
  readonly coins: readonly OrderCoinRow[];
  readonly settled: readonly OrderCoinRow[];
}

/** An order as the look read it, and what it holds. */
interface Look {
  readonly seen: InscriptionOrderRow;
  readonly held: HeldCoins;
}

/**
 * What the coins held mean for an order: an awaited one is paid (in full, or at its expiry with what arrived), expires
 * with nothing, or shows a new part of its total; an expired one that receives settled coins is paid late, to return
 * them.
 */
function nextStep(
  order: InscriptionOrderRow,
  held: HeldCoins,
  now: Date,
): 'paid' | 'paid late' | 'expired' | 'part' | 'none' {
  if (order.status === 'expired') return held.settled.length > 0 ? 'paid late' : 'none';
  if (order.status !== 'awaiting_payment') return 'none';
  const paid = sumOf(held.settled);
  const confirming = held.coins.length > held.settled.length;
  const due = order.expiresAt <= now;
  if (paid >= order.totalSats || (due && !confirming && paid > 0n)) return 'paid';
  if (due && held.coins.length === 0) return 'expired';
  // Part of the total so far: shown to the payer, and nothing moves until the rest arrives or time is up.
  return paid !== (order.paidSats ?? 0n) ? 'part' : 'none';
}

/**
 * Moves on every order whose coins say so, in one transaction for the look: most orders in play wait with nothing
 * new and cost nothing. Each is judged again under its lock, and left for the next look if another pass moved it
 * meanwhile.
 */
async function moveOn(db: Database, moving: ReadonlyMap<string, Look>, now: Date): Promise<void> {
  if (moving.size === 0) return;
  await db.transaction(async (tx) => {
    const locked = await lockOrders(tx, [...moving.keys()], ['awaiting_payment', 'expired']);
    const moves: OrderMove[] = [];
    const parts: Array<{ id: string; paidSats: bigint; updatedAt: Date }> = [];
    for (const order of locked) {
      const look = moving.get(order.id);
      if (look?.seen.status !== order.status) continue;
      const paidSats = sumOf(look.held.settled);
      const step = nextStep(order, look.held, now);
      if (step === 'paid') moves.push({ order, status: 'paid', fields: { paidSats, paidAt: now } });
      else if (step === 'expired') moves.push({ order, status: 'expired' });
      else if (step === 'part') parts.push({ id: order.id, paidSats, updatedAt: now });
      else if (step === 'paid late') {
        // Its price and supply were never held for it after it expired: the payment goes back whole.
        const reason = 'The payment arrived after the order expired.';
        moves.push({ order, status: 'paid', fields: { paidSats, paidAt: now, reason } });
      }
    }
    await moveOrders(tx, moves);
    await updateJsonRows(tx, inscriptionOrders, ['id'], parts);
  });
}
