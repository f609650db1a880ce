import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database';
import { brc20Orders, listings, marketTransactions } from '../db/schema';

export type ListingRow = typeof listings.$inferSelect;
export type OrderRow = typeof brc20Orders.$inferSelect;
export type MarketPurchase = typeof marketTransactions.$inferSelect;

const liveStatuses = ['on_list', 'selling'] as const;

/**
 * The live listings and BRC-20 orders of the inscriptions a run moves, by inscription, and the market purchases
 * paid for among them (stored and broadcast, not settled yet), each with every offer it holds, moved or not: a
 * purchase another transaction replaces puts its other offers back on sale. The rows are the run's working copies,
 * one object per row: settling changes them in place, so a later block of the run finds them as it left them.
 */
export interface LiveOffers {
  readonly listings: Map<string, ListingRow[]>;
  readonly orders: Map<string, OrderRow[]>;
  readonly purchases: Map<string, MarketPurchase>;
  /** By purchase id: the listings (or orders) it still holds `selling`. */
  readonly heldListings: Map<string, ListingRow[]>;
  readonly heldOrders: Map<string, OrderRow[]>;
}

function grouped<T>(rows: readonly T[], key: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const value = key(row);
    if (value !== null) groups.set(value, [...(groups.get(value) ?? []), row]);
  }
  return groups;
}

/** `rows` with each one already read replaced by that object, so the run keeps one copy of every row. */
const sameObjects = <T extends { id: string }>(rows: readonly T[], known: readonly T[]): T[] => {
  const byId = new Map(known.map((row) => [row.id, row]));
  return rows.map((row) => byId.get(row.id) ?? row);
};

/** Reads the offers still live on the inscriptions `ids`, and the paid purchases among them with what they hold. */
export async function loadLiveOffers(db: Database, ids: readonly string[]): Promise<LiveOffers> {
  const empty = { purchases: new Map(), heldListings: new Map(), heldOrders: new Map() };
  if (ids.length === 0) return { listings: new Map(), orders: new Map(), ...empty };
  const live = await db
    .select()
    .from(listings)
    .where(and(inArray(listings.inscriptionId, [...ids]), inArray(listings.status, liveStatuses)));
  const orders = await db
    .select()
    .from(brc20Orders)
    .where(and(inArray(brc20Orders.inscriptionId, [...ids]), inArray(brc20Orders.status, liveStatuses)));
  const byInscription = {
    listings: grouped(live, (row) => row.inscriptionId),
    orders: grouped(orders, (row) => row.inscriptionId),
  };
  const paid = [
    ...live.filter((row) => row.purchaseTxid !== null),
    ...orders.filter((row) => row.txid !== null),
  ].flatMap((row) => (row.status === 'selling' && row.purchaseId !== null ? [row.purchaseId] : []));
  const purchaseIds = [...new Set(paid)];
  if (purchaseIds.length === 0) return { ...byInscription, ...empty };
  const purchases = await db
    .select()
    .from(marketTransactions)
    .where(and(inArray(marketTransactions.id, purchaseIds), eq(marketTransactions.kind, 'purchase')));
  const heldListings = await db
    .select()
    .from(listings)
    .where(and(inArray(listings.purchaseId, purchaseIds), eq(listings.status, 'selling')));
  const heldOrders = await db
    .select()
    .from(brc20Orders)
    .where(and(inArray(brc20Orders.purchaseId, purchaseIds), eq(brc20Orders.status, 'selling')));
  return {
    ...byInscription,
    purchases: new Map(purchases.map((row) => [row.id, row])),
    heldListings: grouped(sameObjects(heldListings, live), (row) => row.purchaseId),
    heldOrders: grouped(sameObjects(heldOrders, orders), (row) => row.purchaseId),
  };
}
