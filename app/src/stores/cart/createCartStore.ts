import { proxy, ref } from 'valtio';
import { defaultMaxNum, maxSweepFor } from './cartLimits';
import { readSavedCart, saveCart } from './cartPersistence';
import type { BoxItem, CartItem, CartState, CartStorage } from './cartTypes';
import { isPurchasable, type PurchasabilityReading } from './purchasable';

export interface CartStoreOptions {
  /** Where the box is kept between visits; without one the cart lives for the visit only. */
  readonly storage?: CartStorage | undefined;
  /** The marketplace cart follows Reading B (the default); the cart of the part with statuses, Reading A. */
  readonly reading?: PurchasabilityReading;
}

/** The cart proxy and the spec's cart actions (§4), named as the spec names them. */
export interface CartStore {
  readonly state: CartState;
  /** Whether this cart would let the item be bought now (its reading, with the current skipPending). */
  isPurchasable(item: Pick<CartItem, 'status' | 'is_owner'>): boolean;
  resetBoxList(): void;
  /** Returns false when the item is not purchasable or the box is full (maxNum). */
  addToBox(item: CartItem): boolean;
  removeFromBox(inscriptionId: string): void;
  checkAllProducts(): void;
  updatedBox(boxList: readonly CartItem[], checkedItems?: readonly string[]): void;
  clearBox(): void;
  setProductList(productList: readonly CartItem[]): void;
  setProductListNo(productList: readonly CartItem[]): void;
  setFee(royaltyFeeRate: number, serviceFeeRate: number): void;
  setLocalName(localName: string): void;
  setCollectionName(collectionName: string): void;
  /** Returns how many items the box now holds. */
  sweep(count: number): number;
  setSkipPending(skipPending: boolean): void;
  toggleSkipPending(): void;
}

export function initialCartState(): CartState {
  return {
    productList: [],
    cartList: [],
    boxList: [],
    checkedItems: [],
    checkAll: false,
    noFilter: false,
    total: 0,
    totalAmount: 0,
    maxNum: defaultMaxNum,
    maxSweep: 0,
    royaltyFeeRate: 0,
    serviceFeeRate: 0,
    // §4 "skipPending defaults true": items still being sold are left out until the user asks for them.
    skipPending: true,
    collectionName: '',
    localName: '',
  };
}

export function createCartStore({ storage, reading = 'inMarket' }: CartStoreOptions = {}): CartStore {
  const state = proxy<CartState>(initialCartState());

  const canBuy = (item: Pick<CartItem, 'status' | 'is_owner'>): boolean =>
    isPurchasable(item, reading, state.skipPending);
  const purchasableProducts = (): CartItem[] => state.productList.filter(canBuy);
  const toBoxItem = (item: CartItem): BoxItem => ({ ...item, quantity: 1 });

  /** A boxed item as the latest product list knows it: its status or price may have changed since it was boxed. */
  const latest = (item: BoxItem): BoxItem => {
    const fresh = state.productList.find((product) => product.inscription_id === item.inscription_id);
    return fresh === undefined ? item : { ...fresh, quantity: item.quantity };
  };

  /** checkAll reads as "every purchasable product is checked", so the select-all box shows the truth. */
  const everyPurchasableChecked = (): boolean => {
    const purchasable = purchasableProducts();
    return purchasable.length > 0 && purchasable.every((item) => state.checkedItems.includes(item.inscription_id));
  };

  /**
   * The product list and what the cart offers of it are only ever replaced whole, and a grid hands over
   * its every item again with each page: held by reference, they are not made reactive item by item, which
   * cost a page time growing with the list.
   */
  const replaceProducts = (productList: readonly CartItem[]): void => {
    state.productList = ref([...productList]);
  };

  const refilter = (): void => {
    const purchasable = purchasableProducts();
    // §4 setProductListNo "noFilter set": the cart then offers every item, not only the purchasable ones.
    state.cartList = ref(state.noFilter ? [...state.productList] : purchasable);
    // §4 "setProductList (maxNum = count of purchasable)", "setProductListNo (maxNum = list length)".
    state.maxNum = state.noFilter ? state.productList.length : purchasable.length;
    state.maxSweep = maxSweepFor(purchasable.length);
  };

  const replaceBox = (boxList: BoxItem[], checkedItems: readonly string[]): void => {
    const boxed = new Set(boxList.map((item) => item.inscription_id));
    state.boxList = boxList;
    state.checkedItems = [...new Set(checkedItems)].filter((id) => boxed.has(id));
  };

  /** Derives the totals from the box and saves: §4 "Every change saves total, checkedItems, checkAll and boxList". */
  const commit = (): void => {
    state.total = state.boxList.reduce((count, item) => count + item.quantity, 0);
    // totalAmount = sum of sale_price of boxed items, integer sats (an inscription's quantity is 1).
    state.totalAmount = state.boxList.reduce((sats, item) => sats + item.sale_price * item.quantity, 0);
    if (storage !== undefined && state.localName !== '') saveCart(storage, state.localName, state);
  };

  /** §4 "loading restores them". With nothing saved under the key the box starts empty, so keys never mix. */
  const restore = (): void => {
    if (storage === undefined || state.localName === '') return;
    const saved = readSavedCart(storage, state.localName);
    if (saved === null) {
      replaceBox([], []);
      state.checkAll = false;
      return;
    }
    const boxList = saved.boxList.map(latest).filter(canBuy);
    replaceBox(boxList, saved.checkedItems);
    // A saved checkAll holds only while nothing in the saved box has stopped being purchasable.
    state.checkAll = boxList.length === saved.boxList.length ? saved.checkAll : everyPurchasableChecked();
  };

  const dropUnpurchasable = (): void => {
    replaceBox(state.boxList.map(latest).filter(canBuy), state.checkedItems);
    state.checkAll = everyPurchasableChecked();
  };

  const store: CartStore = {
    state,
    isPurchasable: canBuy,

    // §4 "resetBoxList (keep only purchasable, check all, set total)".
    resetBoxList() {
      const boxList = state.boxList.map(latest).filter(canBuy);
      replaceBox(
        boxList,
        boxList.map((item) => item.inscription_id),
      );
      state.checkAll = boxList.length > 0;
      commit();
    },

    // §4 "addToBox (check and add with quantity 1 if absent; requires purchasable)"; §9 maxNum caps the box.
    addToBox(item) {
      if (!canBuy(item)) return false;
      const present = state.boxList.some((boxed) => boxed.inscription_id === item.inscription_id);
      if (!present && state.boxList.length >= state.maxNum) return false;
      replaceBox(present ? state.boxList : [...state.boxList, toBoxItem(item)], [
        ...state.checkedItems,
        item.inscription_id,
      ]);
      state.checkAll = everyPurchasableChecked();
      commit();
      return true;
    },

    // §4 "removeFromBox (remove from box and checked list)".
    removeFromBox(inscriptionId) {
      replaceBox(
        state.boxList.filter((item) => item.inscription_id !== inscriptionId),
        state.checkedItems.filter((id) => id !== inscriptionId),
      );
      state.checkAll = everyPurchasableChecked();
      commit();
    },

    // §4 "checkAllProducts (select every purchasable item)", up to the maxNum cap like any other add.
    checkAllProducts() {
      const boxList = [...state.boxList];
      for (const item of purchasableProducts()) {
        if (boxList.length >= state.maxNum) break;
        if (!boxList.some((boxed) => boxed.inscription_id === item.inscription_id)) boxList.push(toBoxItem(item));
      }
      replaceBox(
        boxList,
        boxList.map((item) => item.inscription_id),
      );
      state.checkAll = everyPurchasableChecked();
      commit();
    },

    // §4 "updatedBox (replace box and checked list)"; without a checked list every boxed item is checked.
    updatedBox(boxList, checkedItems) {
      const unique = new Map(boxList.map((item) => [item.inscription_id, { ...item, quantity: item.quantity ?? 1 }]));
      replaceBox([...unique.values()], checkedItems ?? [...unique.keys()]);
      state.checkAll = everyPurchasableChecked();
      commit();
    },

    // §4 "clearBox (empty box, checked list, total amount)".
    clearBox() {
      replaceBox([], []);
      state.checkAll = false;
      commit();
    },

    // §4 "setProductList (store list, maxNum = count of purchasable, restore saved state)".
    setProductList(productList) {
      replaceProducts(productList);
      state.noFilter = false;
      refilter();
      restore();
      commit();
    },

    // §4 "setProductListNo (maxNum = list length, noFilter set)".
    setProductListNo(productList) {
      replaceProducts(productList);
      state.noFilter = true;
      refilter();
      commit();
    },

    // §4 "setFee (royaltyFeeRate, serviceFeeRate)".
    setFee(royaltyFeeRate, serviceFeeRate) {
      state.royaltyFeeRate = royaltyFeeRate;
      state.serviceFeeRate = serviceFeeRate;
    },

    // §3 "localName (persistence key)": switching keys loads that key's box rather than carrying this one over.
    setLocalName(localName) {
      state.localName = localName;
      restore();
      commit();
    },

    setCollectionName(collectionName) {
      state.collectionName = collectionName;
    },

    // §4 "sweep (take first N purchasable, N up to maxSweep)": the box becomes exactly those N.
    sweep(count) {
      const n = Math.max(0, Math.min(Math.floor(count), state.maxSweep));
      const picked = purchasableProducts()
        .slice(0, Number.isNaN(n) ? 0 : n)
        .map(toBoxItem);
      replaceBox(
        picked,
        picked.map((item) => item.inscription_id),
      );
      state.checkAll = everyPurchasableChecked();
      commit();
      return picked.length;
    },

    // §4 "toggling skipPending re-filters": the offered list, the caps and the box all follow the new reading.
    setSkipPending(skipPending) {
      state.skipPending = skipPending;
      refilter();
      dropUnpurchasable();
      commit();
    },

    toggleSkipPending() {
      store.setSkipPending(!state.skipPending);
    },
  };
  return store;
}
