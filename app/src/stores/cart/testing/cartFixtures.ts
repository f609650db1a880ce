import type { CartItem } from '../cartTypes';

/** A listed inscription, purchasable by both readings unless overridden. */
export function item(id: string, overrides: Partial<CartItem> = {}): CartItem {
  return { inscription_id: id, sale_price: 1000, status: 'on_list', is_owner: false, ...overrides };
}

/** n purchasable items a0…a(n-1), priced 1000, 1001, … sats. */
export function listed(n: number, prefix = 'a'): CartItem[] {
  return Array.from({ length: n }, (_, index) => item(`${prefix}${index}`, { sale_price: 1000 + index }));
}
