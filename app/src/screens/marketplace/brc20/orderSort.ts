import type { TableSort } from '@ordmarket/ui';
import { sortColumns, type SortColumn, type SortType } from '../../../stores';

export type OrderSorts = Record<SortColumn, SortType>;
export type OrderBook = 'onSale' | 'sold';

export const unsortedOrders: OrderSorts = { price: 'default', amount: 'default', time: 'default' };

const isSortColumn = (column: string): column is SortColumn => sortColumns.some((known) => known === column);

/** The order tables' sort as the kit's Table shows it. */
export function tableSortOf(sorts: OrderSorts): TableSort {
  const column = sortedColumn(sorts);
  if (column === undefined) return null;
  const direction = sorts[column];
  return direction === 'default' ? null : { column, direction };
}

/**
 * The column a header press chose, read from the Table's proposed sort: it names the column, except when a
 * column goes back to default (null), which can only be the one sorted before.
 */
export function pressedColumn(next: TableSort, before: OrderSorts): SortColumn | undefined {
  const column = next?.column ?? tableSortOf(before)?.column;
  return column !== undefined && isSortColumn(column) ? column : undefined;
}

const sortedColumn = (sorts: OrderSorts) => sortColumns.find((candidate) => sorts[candidate] !== 'default');

/** What get_on_sale_order_list is asked: prices sort per token; without a choice, the server's cheapest first. */
export function onSaleQuery(sorts: OrderSorts) {
  const column = sortedColumn(sorts);
  if (column === undefined) return { sort: 'default' as const };
  const sortBy: 'unit_price' | 'amount' | 'listed_at' =
    column === 'price' ? 'unit_price' : column === 'amount' ? 'amount' : 'listed_at';
  return { sort_by: sortBy, sort: sorts[column] };
}

/** What get_sold_order_list is asked: prices sort per token, time by sale; without a choice, newest first. */
export function soldQuery(sorts: OrderSorts) {
  const column = sortedColumn(sorts);
  if (column === undefined) return { sort: 'default' as const };
  const sortBy: 'unit_price' | 'amount' | 'sold_at' =
    column === 'price' ? 'unit_price' : column === 'amount' ? 'amount' : 'sold_at';
  return { sort_by: sortBy, sort: sorts[column] };
}
