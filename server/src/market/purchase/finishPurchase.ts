import { bitcoin, checkPurchaseTransaction } from '@ordmarket/protocol';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import type { Database } from '../../db/database';
import { marketTransactions } from '../../db/schema';
import { broadcastStored } from './broadcastStored';
import { completePurchase } from './completePurchase';
import type { Offer, OfferMarket } from './offers';
import type { PurchasePolicy } from './purchasePolicy';
import { purchaseListings } from './purchaseListings';
import { endUnsent, fromStoredFee, fromStoredUtxo, type MarketTransaction, type Queryable } from './storedTransactions';
import { protocolRefusal, refusePurchase } from './tradeRefusals';

export interface FinishedPurchase {
  readonly purchaseId: string;
  readonly txid: string;
}

/** The buyer's latest purchase of exactly these offers in this market, whatever became of it. */
export async function findPurchase(
  db: Queryable,
  market: OfferMarket,
  buyer: string,
  orderIds: readonly string[],
): Promise<MarketTransaction | undefined> {
  const [row] = await db
    .select()
    .from(marketTransactions)
    .where(
      and(
        eq(marketTransactions.address, buyer),
        eq(marketTransactions.kind, 'purchase'),
        eq(marketTransactions.market, market.market),
        sql`${marketTransactions.orderIds} @> ${JSON.stringify(orderIds)}::jsonb`,
        sql`${marketTransactions.orderIds} <@ ${JSON.stringify(orderIds)}::jsonb`,
      ),
    )
    .orderBy(desc(marketTransactions.createdAt))
    .limit(1);
  return row;
}

/** Why a held offer can no longer be bought by this purchase, in the buyer's words. */
function lostHold(offer: Offer, purchaseId: string): string | undefined {
  if (offer.status === 'selling' && offer.purchaseId === purchaseId && offer.paidTxid === null) return undefined;
  if (offer.status === 'cancelled') {
    return `The seller delisted inscription ${offer.inscriptionId} before your payment was sent. Nothing was spent.`;
  }
  if (offer.status === 'on_list' || offer.status === 'selling') {
    return `The listing of inscription ${offer.inscriptionId} changed before your payment was sent (your hold ended, or the seller changed the price). Nothing was spent: start the purchase again.`;
  }
  return `Inscription ${offer.inscriptionId} is no longer for sale (${offer.status}). Nothing was spent.`;
}

type Completion = { kind: 'stored'; txid: string } | { kind: 'ended'; reason: string };

/**
 * Completes a purchase with the buyer's signed PSBT: the offers must still be held for it; the sellers' signatures
 * are merged in here, on the server; the whole transaction passes the one purchase check; the signed transaction is
 * stored, then broadcast. Sending the same purchase again (a retry) answers the same transaction.
 */
export async function finishPurchase(
  db: Database,
  chain: ChainSource,
  market: OfferMarket,
  policy: PurchasePolicy,
  request: { readonly orderIds: readonly string[]; readonly buyer: string; readonly signedPsbt: string },
): Promise<FinishedPurchase> {
  const row = await findPurchase(db, market, request.buyer, request.orderIds);
  if (!row) {
    // Unknown orders answer as such (orderNotFound); known ones were never bought by this buyer.
    await db.transaction((tx) => market.lock(tx, request.orderIds, 'read'));
    throw refusePurchase('There is no purchase of these inscriptions by your address to complete. Start it again.');
  }
  if (row.status === 'failed' || row.status === 'cancelled' || row.status === 'expired' || row.status === 'replaced') {
    throw refusePurchase(row.failure ?? 'This purchase was cancelled. Nothing was spent: start it again.');
  }
  if (row.status !== 'built') return resend(db, chain, row);

  const completion = await db.transaction(async (tx): Promise<Completion> => {
    const end = async (reason: string, status: 'failed' | 'expired' = 'failed'): Promise<Completion> => {
      await endUnsent(tx, row.id, status, reason);
      return { kind: 'ended', reason };
    };
    const offers = await market.lock(tx, row.orderIds);
    // The same signed purchase sent twice at once (two tabs, a retry): the one that waited finds it stored, and
    // answers it, rather than reading its own listings' payment as a lost hold and ending a broadcast purchase.
    const [current] = await tx.select().from(marketTransactions).where(eq(marketTransactions.id, row.id)).for('update');
    if (current?.status !== 'built') {
      return current?.txid
        ? { kind: 'stored', txid: current.txid }
        : {
            kind: 'ended',
            reason: current?.failure ?? 'This purchase ended before it was signed. Nothing was spent: start it again.',
          };
    }
    if (row.expiresAt <= policy.now()) {
      return end(
        'Your hold on these inscriptions ran out before the payment was signed. Nothing was spent: start again.',
        'expired',
      );
    }
    const lost = offers.map((offer) => lostHold(offer, row.id)).find((reason) => reason !== undefined);
    if (lost) return end(lost);
    const listings = await purchaseListings(tx, market, offers, policy);
    if (!listings.ok) return end(listings.reason);
    const built = bitcoin.Psbt.fromBase64(row.psbt);
    const purchase = completePurchase(built, request.signedPsbt, listings.bought, policy.coSigner);
    protocolRefusal(() =>
      checkPurchaseTransaction(purchase, {
        listings: listings.bought,
        buyer: {
          ordinalsAddress: row.terms.ordinalsAddress,
          paymentAddress: row.paymentAddress,
          utxos: row.terms.spent.map(fromStoredUtxo),
        },
        serviceFee: fromStoredFee(row.terms.serviceFee),
        royaltyFee: fromStoredFee(row.terms.royaltyFee),
        feeRate: BigInt(row.terms.feeRate),
        network: policy.network,
      }),
    );
    const txid = purchase.getId();
    await tx
      .update(marketTransactions)
      .set({ status: 'signed', rawTx: purchase.toHex(), txid, updatedAt: policy.now() })
      .where(eq(marketTransactions.id, row.id));
    await market.markPaid(tx, row.id, txid);
    return { kind: 'stored', txid };
  });
  if (completion.kind === 'ended') throw refusePurchase(completion.reason);
  return resend(db, chain, { ...row, status: 'signed', txid: completion.txid });
}

/** A purchase already signed: broadcast it (again) if the chain may not have it, and answer its transaction. */
async function resend(
  db: Database,
  chain: ChainSource,
  row: Pick<MarketTransaction, 'id' | 'status' | 'txid'>,
): Promise<FinishedPurchase> {
  if (!row.txid) throw new Error(`Purchase ${row.id} is ${row.status} without a transaction.`);
  if (row.status === 'signed') {
    const outcome = await broadcastStored(db, chain, row.id);
    if (outcome.status === 'failed') throw refusePurchase(outcome.reason);
  }
  return { purchaseId: row.id, txid: row.txid };
}
