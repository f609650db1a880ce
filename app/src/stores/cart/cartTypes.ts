/** One inscription as the cart sees it (spec §3 Cart item). sale_price is integer sats, never BTC. */
export interface CartItem {
  inscription_id: string;
  sale_price: number;
  /** Server status; values seen: on_list, selling, normal, loading (and, per Reading A, sold, success, …). */
  status: string;
  is_owner: boolean;
  quantity?: number;
}

/** An item in the box always carries its quantity (an inscription is unique, so it is 1). */
export type BoxItem = CartItem & { quantity: number };

/** The spec's Cart state (§3), field for field. */
export interface CartState {
  productList: CartItem[];
  /** The product list as the cart offers it: the purchasable items, or every item when noFilter is set. */
  cartList: CartItem[];
  boxList: BoxItem[];
  /** Inscription ids. */
  checkedItems: string[];
  checkAll: boolean;
  noFilter: boolean;
  /** Number of items in the box. */
  total: number;
  /** Sum of the boxed items' sale_price, integer sats. */
  totalAmount: number;
  maxNum: number;
  maxSweep: number;
  royaltyFeeRate: number;
  serviceFeeRate: number;
  skipPending: boolean;
  collectionName: string;
  /** The persistence key; nothing is saved or restored while it is empty. */
  localName: string;
}

/** The part of Storage the cart uses, so any Web Storage (or a test double) fits. */
export type CartStorage = Pick<Storage, 'getItem' | 'setItem'>;
