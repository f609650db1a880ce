import type { TableColumn } from '@ordmarket/ui';
import type { TFunction } from 'i18next';
import type { ApiData, ApiPath } from '../../api/apiCalls';
import type { ScreenRead } from '../../api/prefetchRead';
import { pageSize, type ListPage } from '../../common/tables/paging';
import type { BookOrder } from './useBookColumns';
import type { OrderBook, WalletMarket } from './walletLists';

/** An order as every wallet order list keys its row, links it to its inscription and ends it. */
export interface WalletOrder extends BookOrder {
  readonly order_id: string;
  readonly inscription_id: string;
}

/** What both markets ask for a page of a wallet's orders. */
export interface WalletOrdersBody {
  readonly address: string;
  readonly status: OrderBook;
  readonly page: number;
  readonly limit: number;
}

/** What one market's list on the Listings and Sold tabs reads and shows that the other's does not. */
export interface WalletOrderMarket<Order extends WalletOrder, Path extends ApiPath> {
  /** Names the tables ('My NFT listings', 'My BRC-20 sales'). */
  readonly market: WalletMarket;
  readonly ordersRead: (body: WalletOrdersBody) => ScreenRead<Path>;
  /** The answer as the table's rows, handed over as it is: the shared table cannot see into a generic path's answer. */
  readonly orderPage: (answer: ApiData<Path>) => ListPage<Order>;
  /** What the order offers, as its row names it: the inscription, or the amount of a token. */
  readonly offerName: (order: Order, t: TFunction<['account', 'trade']>) => string;
  /** The columns only this market's list shows, between the offer and the book's own. */
  readonly marketColumns: (t: TFunction<['account', 'trade']>) => Array<TableColumn<Order>>;
  /** When the order was listed; the list shows it until the order sells. */
  readonly listedAt: (order: Order) => number;
}

/** The body of one page of a wallet's orders in `book`; page 1 is also what a market's segment counts. */
export function walletOrdersBody(address: string, book: OrderBook, page: number): WalletOrdersBody {
  return { address, status: book, page, limit: pageSize };
}
