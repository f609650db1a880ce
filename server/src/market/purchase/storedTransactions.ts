import { outpointKey, type FeeOutput, type PurchaseCosts, type WalletUtxo } from '@ordmarket/protocol';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { MarketTransactionKind } from '../../db/schema';
import { announceOffers, listingOnFeed, orderOnFeed } from '../../realtime/offerFeed';
import type { Database, Transaction } from '../../db/database';
import {
  brc20Orders,
  listings,
  marketTransactions,
  type StoredFee,
  type StoredUtxo,
  type MarketTransactionTerms,
} from '../../db/schema';

export type MarketTransaction = typeof marketTransactions.$inferSelect;
export type { Transaction };
/** The database or one of its transactions: reads and writes here work inside either. */
export type Queryable = Database | Transaction;

/** Statuses in which a transaction still holds coins (and, a purchase, listings). */
export const liveStatuses = ['built', 'signed', 'broadcast'] as const;

export const toStoredUtxo = (utxo: WalletUtxo): StoredUtxo => ({ ...utxo, value: utxo.value.toString() });
export const fromStoredUtxo = (utxo: StoredUtxo): WalletUtxo => ({ ...utxo, value: BigInt(utxo.value) });
export const toStoredFee = (fee: FeeOutput | undefined): StoredFee | undefined =>
  fee && { sats: fee.sats.toString(), address: fee.address };
export const fromStoredFee = (fee: StoredFee | undefined): FeeOutput | undefined =>
  fee && { sats: BigInt(fee.sats), address: fee.address };
export const toStoredCosts = (costs: PurchaseCosts): NonNullable<MarketTransactionTerms['costs']> => ({
  subtotal: costs.subtotal.toString(),
  serviceFee: costs.serviceFee.toString(),
  royaltyFee: costs.royaltyFee.toString(),
  networkFee: costs.networkFee.toString(),
  virtualSize: costs.virtualSize.toString(),
  total: costs.total.toString(),
});

/** The costs of a transaction that buys nothing (dummies, a cancel): only its network fee. */
export const networkFeeOnly = (feeSats: bigint, virtualSize: bigint): NonNullable<MarketTransactionTerms['costs']> => ({
  subtotal: '0',
  serviceFee: '0',
  royaltyFee: '0',
  networkFee: feeSats.toString(),
  virtualSize: virtualSize.toString(),
  total: feeSats.toString(),
});

/**
 * The coins of `paymentAddress` that live transactions already spend: a purchase, a dummy preparation or a cancel
 * reserves what it spends until it ends, so a wallet can hold no more than it holds (`except` leaves one out).
 */
export async function reservedCoins(db: Queryable, paymentAddress: string, except: readonly string[] = []) {
  const live = await db
    .select({ id: marketTransactions.id, terms: marketTransactions.terms })
    .from(marketTransactions)
    .where(
      and(eq(marketTransactions.paymentAddress, paymentAddress), inArray(marketTransactions.status, [...liveStatuses])),
    );
  const reserved = new Set<string>();
  for (const row of live) {
    if (except.includes(row.id)) continue;
    for (const coin of row.terms.spent) reserved.add(outpointKey(coin));
  }
  return reserved;
}

export const unreserved = (coins: readonly WalletUtxo[], reserved: ReadonlySet<string>): WalletUtxo[] =>
  coins.filter((coin) => !reserved.has(outpointKey(coin)));

/** Puts every listing and order a purchase holds back on sale; a purchase already paid keeps nothing held. */
export async function releaseHolds(tx: Transaction, purchaseId: string): Promise<void> {
  const now = new Date();
  const listed = await tx
    .update(listings)
    .set({ status: 'on_list', buyerAddress: null, purchaseId: null, purchaseTxid: null, updatedAt: now })
    .where(and(eq(listings.purchaseId, purchaseId), eq(listings.status, 'selling')))
    .returning();
  const ordered = await tx
    .update(brc20Orders)
    .set({ status: 'on_list', buyerAddress: null, purchaseId: null, txid: null, updatedAt: now })
    .where(and(eq(brc20Orders.purchaseId, purchaseId), eq(brc20Orders.status, 'selling')))
    .returning();
  await announceOffers(tx, 'listed', [...listed.map(listingOnFeed), ...ordered.map(orderOnFeed)]);
}

/**
 * Ends a transaction that never reached the chain, with the reason the trader reads, and releases its holds. One the
 * indexer settled (confirmed, or replaced by another transaction) keeps what the chain said.
 */
export async function endUnsent(
  tx: Transaction,
  id: string,
  status: 'failed' | 'cancelled' | 'expired',
  failure: string | null,
): Promise<void> {
  await tx
    .update(marketTransactions)
    .set({ status, failure, updatedAt: new Date() })
    .where(and(eq(marketTransactions.id, id), notInArray(marketTransactions.status, ['confirmed', 'replaced'])));
  await releaseHolds(tx, id);
}

/** A market transaction of `kind` built for `address`, by its id; undefined for anyone else's or another kind. */
export async function ownTransaction(
  db: Queryable,
  request: { readonly id: string; readonly kind: MarketTransactionKind; readonly address: string },
): Promise<MarketTransaction | undefined> {
  const [row] = await db
    .select()
    .from(marketTransactions)
    .where(
      and(
        eq(marketTransactions.id, request.id),
        eq(marketTransactions.kind, request.kind),
        eq(marketTransactions.address, request.address),
      ),
    );
  return row;
}
