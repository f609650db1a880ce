import {
  bitcoin,
  buildPurchasePsbt,
  checkFeeBump,
  checkPurchaseTransaction,
  feeBumpMessages,
  leastReplacementFee,
  keySpendOf,
  parseAddress,
} from '@ordmarket/protocol';
import { and, eq, or, sql } from 'drizzle-orm';
import type { ChainSource } from '../../chain/ChainSource';
import { relayTransaction } from '../../chain/relayTransaction';
import type { Database } from '../../db/database';
import { marketTransactions, type PendingBump } from '../../db/schema';
import { completePurchase } from './completePurchase';
import type { OfferMarket } from './offers';
import { purchaseListings } from './purchaseListings';
import type { PurchasePolicy } from './purchasePolicy';
import {
  fromStoredFee,
  fromStoredUtxo,
  toStoredCosts,
  toStoredUtxo,
  type MarketTransaction,
  type Transaction,
} from './storedTransactions';
import { paymentRefusal, protocolRefusal, refusePurchase } from './tradeRefusals';

export interface PreparedSpeedUp {
  readonly purchaseId: string;
  /** Base64: the purchase again at the new rate, every input unsigned; the wallet signs `signInputs`. */
  readonly psbt: string;
  readonly signInputs: readonly number[];
  readonly networkFee: bigint;
  readonly virtualSize: bigint;
}

/** The buyer's purchase sent as `txid` (or sent earlier as it and bumped since), in this market. */
async function waitingPurchase(db: Database, market: OfferMarket, buyer: string, txid: string) {
  const [row] = await db
    .select()
    .from(marketTransactions)
    .where(
      and(
        eq(marketTransactions.address, buyer),
        eq(marketTransactions.kind, 'purchase'),
        eq(marketTransactions.market, market.market),
        or(
          eq(marketTransactions.txid, txid),
          sql`${marketTransactions.terms} -> 'bumpedTxids' @> ${JSON.stringify([txid])}::jsonb`,
        ),
      ),
    );
  if (!row) throw refusePurchase(`There is no purchase of yours sent as transaction ${txid}.`);
  if (row.status === 'confirmed')
    throw refusePurchase('This purchase is already confirmed: there is nothing to speed up.');
  if (row.status !== 'broadcast' && row.status !== 'signed') {
    throw refusePurchase(
      row.failure ?? 'This purchase is no longer waiting for the chain: there is nothing to speed up.',
    );
  }
  return row;
}

/** The purchase's listings as they are now: still held by it, read again with their sellers' signatures. */
async function heldListings(tx: Transaction, market: OfferMarket, policy: PurchasePolicy, row: MarketTransaction) {
  const offers = await market.lock(tx, row.orderIds);
  if (offers.some((offer) => offer.status !== 'selling' || offer.purchaseId !== row.id)) {
    throw refusePurchase('This purchase is no longer waiting for the chain: there is nothing to speed up.');
  }
  const listings = await purchaseListings(tx, market, offers, policy);
  if (!listings.ok) throw refusePurchase(listings.reason);
  return listings.bought;
}

/** The purchase's row, locked until the caller's transaction ends: one bump at a time changes it. */
async function lockedRow(tx: Transaction, id: string): Promise<MarketTransaction> {
  const [row] = await tx.select().from(marketTransactions).where(eq(marketTransactions.id, id)).for('update');
  if (!row) throw new Error(`Purchase ${id} disappeared.`);
  return row;
}

const originalFee = (row: MarketTransaction): bigint => BigInt(row.terms.costs?.networkFee ?? 0);

/**
 * Builds a waiting purchase again at a higher rate, from the same coins: the same inputs and outputs, less change.
 * Refused before the wallet is asked when it could not replace the purchase on a node (BIP125).
 */
export async function prepareSpeedUp(
  db: Database,
  market: OfferMarket,
  policy: PurchasePolicy,
  request: { buyer: string; txid: string; feeRate: number },
): Promise<PreparedSpeedUp> {
  const row = await waitingPurchase(db, market, request.buyer, request.txid);
  const payment = protocolRefusal(() => keySpendOf(row.paymentAddress, row.terms.paymentPublicKey, policy.network));
  return db.transaction(async (tx) => {
    // Offers, then the row, in that order everywhere: a bump sent meanwhile changed what this one builds on.
    const bought = await heldListings(tx, market, policy, row);
    const current = await lockedRow(tx, row.id);
    const coins = current.terms.spent.map(fromStoredUtxo);
    const plan = paymentRefusal(coins, () =>
      buildPurchasePsbt({
        listings: bought,
        buyer: { ordinalsAddress: current.terms.ordinalsAddress, payment, utxos: coins },
        feeRate: BigInt(request.feeRate),
        network: policy.network,
        serviceFee: fromStoredFee(current.terms.serviceFee),
        royaltyFee: fromStoredFee(current.terms.royaltyFee),
      }),
    );
    const needed = leastReplacementFee(originalFee(current), plan.costs.virtualSize);
    if (plan.costs.networkFee < needed) {
      throw refusePurchase(feeBumpMessages.bumpTooSmall(plan.costs.networkFee, needed));
    }
    const bump: PendingBump = {
      psbt: plan.psbt.toBase64(),
      feeRate: request.feeRate,
      spent: plan.spent.map(toStoredUtxo),
      signInputs: plan.buyerInputs,
      costs: toStoredCosts(plan.costs),
    };
    await tx
      .update(marketTransactions)
      .set({ terms: { ...current.terms, bump }, updatedAt: policy.now() })
      .where(eq(marketTransactions.id, row.id));
    return {
      purchaseId: row.id,
      psbt: bump.psbt,
      signInputs: bump.signInputs,
      networkFee: plan.costs.networkFee,
      virtualSize: plan.costs.virtualSize,
    };
  });
}

/**
 * Takes the buyer's signed fee bump: the sellers' signatures merged, a protected sale co-signed by the market (the one
 * replacement it signs: the same buyer, coins and outputs), the whole purchase checked at the new rate and against
 * the transaction it replaces, and the signed bytes stored before they are relayed. When the chain takes them, they
 * are the purchase; when it refuses, the purchase waits as it was.
 */
export async function sendSpeedUp(
  db: Database,
  chain: ChainSource,
  market: OfferMarket,
  policy: PurchasePolicy,
  request: { buyer: string; txid: string; signedPsbt: string },
): Promise<{ txid: string }> {
  const row = await waitingPurchase(db, market, request.buyer, request.txid);
  if (row.txid !== request.txid && row.txid !== null) return { txid: row.txid };
  const signed = await db.transaction(async (tx) => {
    const bought = await heldListings(tx, market, policy, row);
    const current = await lockedRow(tx, row.id);
    const bump = current.terms.bump;
    if (!bump) throw refusePurchase('There is no fee bump of this purchase to send. Choose the new rate again.');
    if (bump.rawTx !== undefined && bump.txid !== undefined) return { rawTx: bump.rawTx, txid: bump.txid };
    const built = bitcoin.Psbt.fromBase64(bump.psbt);
    const replacement = completePurchase(built, request.signedPsbt, bought, policy.coSigner);
    const checked = protocolRefusal(() =>
      checkPurchaseTransaction(replacement, {
        listings: bought,
        buyer: {
          ordinalsAddress: row.terms.ordinalsAddress,
          paymentAddress: row.paymentAddress,
          utxos: bump.spent.map(fromStoredUtxo),
        },
        serviceFee: fromStoredFee(row.terms.serviceFee),
        royaltyFee: fromStoredFee(row.terms.royaltyFee),
        feeRate: BigInt(bump.feeRate),
        network: policy.network,
      }),
    );
    const original = bitcoin.Transaction.fromHex(current.rawTx ?? '');
    const shape = {
      paymentScript: parseAddress(row.paymentAddress, policy.network).outputScript,
      listingCount: bought.length,
    };
    protocolRefusal(() =>
      checkFeeBump(
        { tx: original, feeSats: originalFee(current) },
        { tx: replacement, feeSats: checked.feeSats },
        shape,
      ),
    );
    const stored = { rawTx: replacement.toHex(), txid: replacement.getId() };
    await tx
      .update(marketTransactions)
      .set({ terms: { ...current.terms, bump: { ...bump, ...stored } }, updatedAt: policy.now() })
      .where(eq(marketTransactions.id, row.id));
    return stored;
  });
  const outcome = await relayTransaction(chain, signed.txid, signed.rawTx);
  if (outcome.kind === 'unreachable') {
    throw refusePurchase(
      'The Bitcoin network could not be reached. Your purchase waits as it was: send the bump again.',
    );
  }
  if (outcome.kind === 'refused') {
    // Nothing of it reached the chain: the buyer may choose another rate and sign again.
    await db.transaction(async (tx) => {
      const { terms } = await lockedRow(tx, row.id);
      await tx
        .update(marketTransactions)
        .set({ terms: { ...terms, bump: undefined } })
        .where(eq(marketTransactions.id, row.id));
    });
    throw refusePurchase(`The Bitcoin network refused the fee bump: ${outcome.reason}. Your purchase waits as it was.`);
  }
  await db.transaction(async (tx) => {
    await market.lock(tx, row.orderIds);
    await adoptBump(tx, market, await lockedRow(tx, row.id), policy.now());
  });
  return { txid: signed.txid };
}

/** The relayed bump becomes the purchase: its bytes, rate, coins and costs, and its listings' payment. */
async function adoptBump(tx: Transaction, market: OfferMarket, row: MarketTransaction, now: Date): Promise<void> {
  const { bump, ...terms } = row.terms;
  if (bump?.rawTx === undefined || bump.txid === undefined || row.txid === null) return;
  await tx
    .update(marketTransactions)
    .set({
      status: 'broadcast',
      rawTx: bump.rawTx,
      txid: bump.txid,
      terms: {
        ...terms,
        feeRate: bump.feeRate,
        spent: bump.spent,
        signInputs: bump.signInputs,
        costs: bump.costs,
        bumpedTxids: [...(terms.bumpedTxids ?? []), row.txid],
      },
      updatedAt: now,
    })
    .where(and(eq(marketTransactions.id, row.id), eq(marketTransactions.txid, row.txid)));
  await market.markPaid(tx, row.id, bump.txid);
}
