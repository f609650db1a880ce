import type { BoxItem, CartState, CartStorage } from './cartTypes';

/** §4 "Every change saves total, checkedItems, checkAll and boxList under the key". */
export type SavedCart = Pick<CartState, 'total' | 'checkedItems' | 'checkAll' | 'boxList'>;

export function saveCart(storage: CartStorage, key: string, cart: SavedCart): void {
  const saved: SavedCart = {
    total: cart.total,
    checkedItems: [...cart.checkedItems],
    checkAll: cart.checkAll,
    boxList: cart.boxList.map((item) => ({ ...item })),
  };
  try {
    storage.setItem(key, JSON.stringify(saved));
  } catch {
    // A full or blocked storage must not break buying; the box still works for this visit.
  }
}

/** The saved cart under key, or null when there is none or it is unreadable (an old or hand-edited copy). */
export function readSavedCart(storage: CartStorage, key: string): SavedCart | null {
  let parsed: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const { total, checkedItems, checkAll, boxList } = record;
  if (typeof total !== 'number' || typeof checkAll !== 'boolean') return null;
  if (!Array.isArray(checkedItems) || !checkedItems.every((id): id is string => typeof id === 'string')) return null;
  if (!Array.isArray(boxList) || !boxList.every(isBoxItem)) return null;
  return { total, checkedItems, checkAll, boxList };
}

function isBoxItem(candidate: unknown): candidate is BoxItem {
  if (typeof candidate !== 'object' || candidate === null) return false;
  const item = candidate as Record<string, unknown>;
  return (
    typeof item.inscription_id === 'string' &&
    Number.isSafeInteger(item.sale_price) &&
    typeof item.status === 'string' &&
    typeof item.is_owner === 'boolean' &&
    Number.isSafeInteger(item.quantity)
  );
}
