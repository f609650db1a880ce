import {
  basisPointsOf,
  buildPurchasePsbt,
  chargedFee,
  keySpendOf,
  type FeeOutput,
  type PurchaseCosts,
} from '@ordmarket/protocol';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { sameAddress } from '../nft/marketFields';
import { takeCoinLock } from './coinLock';
import { checkNoPendingDummies } from './dummyPreparation';
import type { Offer, OfferMarket } from './offers';
import { purchaseListings } from './purchaseListings';
import { checkPaymentAddress } from './paymentAddress';
import type { PurchasePolicy } from './purchasePolicy';
import {
  endUnsent,
  fromStoredFee,
  reservedCoins,
  toStoredCosts,
  toStoredFee,
  toStoredUtxo,
  unreserved,
  type MarketTransaction,
  type Transaction,
} from './storedTransactions';
import { paymentRefusal, protocolRefusal, refusePurchase } from './tradeRefusals';
import { walletCoins } from './walletCoins';

export interface PurchaseStartRequest {
  readonly orderIds: readonly string[];
  /** The signed-in address: the inscriptions land here. */
  readonly buyer: string;
  /** Pays, and gets the dummies and the change: the buyer's own address or one proven to be theirs. */
  readonly paymentAddress: string;
  readonly paymentPublicKey: string;
  readonly feeRate: number;
}

/** What the buyer's wallet is given: an unsigned PSBT (no seller signature in it) and what it costs. */
export interface StartedPurchase {
  readonly purchaseId: string;
  readonly psbt: string;
  readonly buyerInputs: number[];
  readonly costs: PurchaseCosts;
  readonly serviceFee: FeeOutput | undefined;
  readonly royaltyFee: FeeOutput | undefined;
  readonly expiresAt: Date;
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** The answer for a purchase already built: asking again changes nothing, not even when its hold ends. */
export function startedFrom(row: MarketTransaction): StartedPurchase {
  const costs = row.terms.costs;
  return {
    purchaseId: row.id,
    psbt: row.psbt,
    buyerInputs: [...row.terms.signInputs],
    costs: {
      subtotal: BigInt(costs?.subtotal ?? 0),
      serviceFee: BigInt(costs?.serviceFee ?? 0),
      royaltyFee: BigInt(costs?.royaltyFee ?? 0),
      networkFee: BigInt(costs?.networkFee ?? 0),
      virtualSize: BigInt(costs?.virtualSize ?? 0),
      total: BigInt(costs?.total ?? 0),
    },
    serviceFee: fromStoredFee(row.terms.serviceFee),
    royaltyFee: fromStoredFee(row.terms.royaltyFee),
    expiresAt: row.expiresAt,
  };
}

/** Why this offer cannot be held for `buyer` now, or undefined when it can. */
function refusal(offer: Offer, buyer: string, heldByBuyer: ReadonlySet<string>): string | undefined {
  if (sameAddress(offer.sellerAddress, buyer)) return 'You cannot buy your own inscription.';
  if (offer.status === 'on_list') return undefined;
  if (offer.status !== 'selling')
    return `This inscription is no longer for sale (order ${offer.id} is ${offer.status}).`;
  if (offer.paidTxid !== null) return 'This inscription was already paid for and awaits confirmation.';
  if (offer.purchaseId !== null && heldByBuyer.has(offer.purchaseId)) return undefined;
  return 'Someone is already buying this inscription. Try another one, or come back in a few minutes.';
}

/** Live purchases of someone else's whose hold ran out: ended now, so their offers count as on sale again. */
async function releaseLapsedHolds(tx: Transaction, offers: readonly Offer[], buyer: string, now: Date) {
  const holders = [...new Set(offers.flatMap((offer) => (offer.purchaseId === null ? [] : [offer.purchaseId])))];
  if (holders.length === 0) return new Set<string>();
  const lapsed = await tx
    .select({ id: marketTransactions.id, address: marketTransactions.address, expiresAt: marketTransactions.expiresAt })
    .from(marketTransactions)
    .where(and(inArray(marketTransactions.id, holders), eq(marketTransactions.status, 'built')));
  const released = new Set<string>();
  for (const row of lapsed) {
    if (row.expiresAt > now || sameAddress(row.address, buyer)) continue;
    await endUnsent(tx, row.id, 'expired', 'The hold on these listings ran out before the payment was signed.');
    released.add(row.id);
  }
  return released;
}

/**
 * When a new hold ends: the usual hold from now, but never later than the first hold this buyer took, within that
 * span, on any of these offers. Cancelling and buying again, or asking again, never stretches a hold.
 */
async function holdEnd(tx: Transaction, buyer: string, orderIds: readonly string[], policy: PurchasePolicy) {
  const now = policy.now();
  const since = new Date(now.getTime() - policy.holdMs);
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const [earliest] = await tx
    .select({ createdAt: sql<string | Date | null>`min(${marketTransactions.createdAt})` })
    .from(marketTransactions)
    .where(
      and(
        eq(marketTransactions.address, buyer),
        eq(marketTransactions.kind, 'purchase'),
        gt(marketTransactions.createdAt, since),
        sql`${marketTransactions.orderIds} ?| array[${ids}]::text[]`,
      ),
    );
  const first = earliest?.createdAt ? new Date(earliest.createdAt) : now;
  return new Date(Math.min(now.getTime(), first.getTime()) + policy.holdMs);
}

/**
 * Starts buying one offer or a sweep: holds the offers for the buyer and answers the unsigned transaction their
 * wallet signs. The coins it spends are reserved until the purchase ends, so a wallet holds at most what it has, and
 * at most `holdsPerBuyer` offers at once; both are counted under the buyer's and the payer's coin locks, so starts
 * arriving together count each other. Asking again for the same offers answers the same purchase.
 */
export async function startPurchase(
  db: Database,
  chain: ChainSource,
  market: OfferMarket,
  policy: PurchasePolicy,
  request: PurchaseStartRequest,
): Promise<StartedPurchase> {
  const { buyer, orderIds, paymentAddress } = request;
  // One output can be spent once: the same order twice would make a transaction no node accepts.
  if (new Set(orderIds).size !== orderIds.length)
    throw refusePurchase('The same order appears twice in this purchase.');
  const payment = protocolRefusal(() => keySpendOf(paymentAddress, request.paymentPublicKey, policy.network));
  await checkPaymentAddress(db, buyer, paymentAddress);
  await checkNoPendingDummies(db, chain, paymentAddress);
  // Read before the transaction: the chain may be remote, and no order lock should wait on it.
  const coins = await walletCoins(db, chain, paymentAddress);
  return db.transaction(async (tx) => {
    // Before any listing is locked: every path takes coin locks first, so none waits on a row held by another.
    await takeCoinLock(tx, buyer, paymentAddress);
    const now = policy.now();
    const offers = await market.lock(tx, orderIds);
    const mine = await tx
      .select()
      .from(marketTransactions)
      .where(
        and(
          eq(marketTransactions.address, buyer),
          eq(marketTransactions.kind, 'purchase'),
          eq(marketTransactions.status, 'built'),
        ),
      );
    const live = mine.filter((row) => row.expiresAt > now);
    const same = live.find((row) => row.market === market.market && sameSet(row.orderIds, orderIds));
    if (same) return startedFrom(same);
    const released = await releaseLapsedHolds(tx, offers, buyer, now);
    const heldByBuyer = new Set(live.map((row) => row.id));
    for (const offer of offers) {
      const free =
        offer.purchaseId !== null && released.has(offer.purchaseId) ? { ...offer, status: 'on_list' as const } : offer;
      const reason = refusal(free, buyer, heldByBuyer);
      if (reason) throw refusePurchase(reason);
    }
    // A buyer's earlier purchase of any of these offers is replaced by this one.
    const superseded = live.filter((row) => row.orderIds.some((id) => orderIds.includes(id)));
    const stillHeld = live
      .filter((row) => !superseded.includes(row))
      .reduce((count, row) => count + row.orderIds.length, 0);
    if (stillHeld + orderIds.length > policy.holdsPerBuyer) {
      throw refusePurchase(
        `You are already buying ${stillHeld} inscriptions. Finish or cancel those purchases first: one wallet holds at most ${policy.holdsPerBuyer} at once.`,
      );
    }
    const listings = await purchaseListings(tx, market, offers, policy);
    if (!listings.ok) throw refusePurchase(listings.reason);
    const royaltyFee = await market.royalty(tx, offers);
    const subtotal = offers.reduce((sum, offer) => sum + offer.priceSats, 0n);
    const serviceFee =
      policy.serviceFee &&
      chargedFee(basisPointsOf(subtotal, policy.serviceFee.bps), policy.serviceFee.address, policy.network);
    const reserved = await reservedCoins(
      tx,
      paymentAddress,
      superseded.map((row) => row.id),
    );
    const plan = paymentRefusal(coins, () =>
      buildPurchasePsbt({
        listings: listings.bought,
        buyer: { ordinalsAddress: buyer, payment, utxos: unreserved(coins, reserved) },
        feeRate: BigInt(request.feeRate),
        network: policy.network,
        serviceFee,
        royaltyFee,
      }),
    );
    for (const row of superseded) {
      await endUnsent(tx, row.id, 'cancelled', 'Replaced by a newer purchase of the same inscriptions.');
    }
    const expiresAt = await holdEnd(tx, buyer, orderIds, policy);
    const [created] = await tx
      .insert(marketTransactions)
      .values({
        kind: 'purchase',
        market: market.market,
        address: buyer,
        paymentAddress,
        orderIds: [...orderIds],
        psbt: plan.psbt.toBase64(),
        terms: {
          ordinalsAddress: buyer,
          paymentPublicKey: request.paymentPublicKey,
          feeRate: request.feeRate,
          spent: plan.spent.map(toStoredUtxo),
          signInputs: plan.buyerInputs,
          serviceFee: toStoredFee(serviceFee),
          royaltyFee: toStoredFee(royaltyFee),
          costs: toStoredCosts(plan.costs),
        },
        expiresAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('The purchase was not stored.');
    await market.hold(tx, orderIds, created.id, buyer);
    return startedFrom(created);
  });
}
