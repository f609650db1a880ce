import { proxy } from 'valtio';
import type { RequestStatus } from '../requestStatus';
import { chooseSort, type SortType } from './sortRule';

/** One paged list of orders (§3 Trade state: "each with page, total, status"). */
export interface TradeList<Order> {
  list: Order[];
  page: number;
  total: number;
  status: RequestStatus;
}

/** §3 "tick data (tick, icon)". */
export interface TickData {
  tick: string;
  icon: string;
}

/** The spec doesn't name the three sortable columns; these are the order table's price, amount and time. */
export const sortColumns = ['price', 'amount', 'time'] as const;
export type SortColumn = (typeof sortColumns)[number];

export const tradeListNames = ['mySales', 'onSaleOrders', 'soldOrders'] as const;
export type TradeListName = (typeof tradeListNames)[number];

export interface TradeState<Order> {
  mySales: TradeList<Order>;
  onSaleOrders: TradeList<Order>;
  soldOrders: TradeList<Order>;
  tickData: TickData;
  sortTypes: Record<SortColumn, SortType>;
  saleOpen: boolean;
  inscribeOpen: boolean;
}

export interface TradeStore<Order> {
  readonly state: TradeState<Order>;
  setPage(name: TradeListName, page: number): void;
  /** A request for the list started: status pending, the shown orders stay until the answer. */
  startLoading(name: TradeListName): void;
  setLoaded(name: TradeListName, list: readonly Order[], total: number): void;
  setFailed(name: TradeListName): void;
  setTickData(tickData: TickData): void;
  /** A click on a column's sort control. */
  chooseSort(column: SortColumn): void;
  openSale(): void;
  closeSale(): void;
  openInscribe(): void;
  closeInscribe(): void;
}

const emptyList = <Order>(): TradeList<Order> => ({ list: [], page: 1, total: 0, status: 'init' });

export function initialTradeState<Order>(): TradeState<Order> {
  return {
    mySales: emptyList(),
    onSaleOrders: emptyList(),
    soldOrders: emptyList(),
    tickData: { tick: '', icon: '' },
    sortTypes: { price: 'default', amount: 'default', time: 'default' },
    saleOpen: false,
    inscribeOpen: false,
  };
}

/** Order is the API's order type; the trade store only pages and sorts, it never reads an order's fields. */
export function createTradeStore<Order>(): TradeStore<Order> {
  const state = proxy<TradeState<Order>>(initialTradeState());
  return {
    state,
    setPage(name, page) {
      state[name].page = page;
    },
    startLoading(name) {
      state[name].status = 'pending';
    },
    setLoaded(name, list, total) {
      Object.assign(state[name], { list: [...list], total, status: 'succeeded' });
    },
    setFailed(name) {
      state[name].status = 'failed';
    },
    setTickData(tickData) {
      state.tickData = { ...tickData };
    },
    chooseSort(column) {
      state.sortTypes = chooseSort(state.sortTypes, column);
    },
    openSale() {
      state.saleOpen = true;
    },
    closeSale() {
      state.saleOpen = false;
    },
    // §2 "opening inscribe closes sale" (the reverse is not stated, so opening sale leaves inscribe alone).
    openInscribe() {
      state.inscribeOpen = true;
      state.saleOpen = false;
    },
    closeInscribe() {
      state.inscribeOpen = false;
    },
  };
}

/** Orders stay unknown-typed here until the lead wires the API's order type in. */
export const tradeStore = createTradeStore<unknown>();
