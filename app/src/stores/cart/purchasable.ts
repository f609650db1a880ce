import type { CartItem } from './cartTypes';

/** Statuses that end a listing: Reading A treats these, and only these, as not purchasable. */
const closedStatuses: ReadonlySet<string> = new Set(['', 'sold', 'success', 'not_sell', 'confirmed']);

/** Reading A: "NOT purchasable when status is empty, sold, success, not_sell or confirmed; anything else is". */
export function isPurchasableByStatus(item: Pick<CartItem, 'status'>): boolean {
  return !closedStatuses.has(item.status);
}

/**
 * Reading B: "not owned by the user and status on_list, or status selling when pending items are not skipped".
 * The ownership test covers both statuses: §6 "Owners cannot buy their own inscriptions".
 */
export function isPurchasableInMarket(item: Pick<CartItem, 'status' | 'is_owner'>, skipPending: boolean): boolean {
  if (item.is_owner) return false;
  return item.status === 'on_list' || (item.status === 'selling' && !skipPending);
}

/** Which reading a cart follows: the marketplace cart (B) or the cart of the part with statuses (A). */
export type PurchasabilityReading = 'inMarket' | 'byStatus';

/** The cart's test. Reading A alone ignores ownership, so the cart adds §6 ("Owners cannot buy their own"). */
export function isPurchasable(
  item: Pick<CartItem, 'status' | 'is_owner'>,
  reading: PurchasabilityReading,
  skipPending: boolean,
): boolean {
  if (reading === 'byStatus') return !item.is_owner && isPurchasableByStatus(item);
  return isPurchasableInMarket(item, skipPending);
}
