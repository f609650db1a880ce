import { describe, expect, it } from 'vitest';
import { chooseSort } from '../../../stores';
import type { SortColumn } from '../../../stores';
import { onSaleQuery, pressedColumn, soldQuery, tableSortOf, unsortedOrders, type OrderSorts } from './orderSort';
import { tickQuery, unsortedTicks, type TickSortColumn, type TickSorts } from './tickSort';

const chooseTick = (sorts: TickSorts, column: TickSortColumn) => chooseSort(sorts, column);
const chooseOrder = (sorts: OrderSorts, column: SortColumn) => chooseSort(sorts, column);

describe('token list sort', () => {
  it("asks for the server's order until a column is chosen", () => {
    expect(tickQuery(unsortedTicks)).toEqual({ sort_by: 'deploy_time', sort: 'default' });
  });

  it('asks for the chosen column only: choosing one resets the others', () => {
    const byHolders = chooseTick(unsortedTicks, 'holders');
    expect(tickQuery(byHolders)).toEqual({ sort_by: 'holders', sort: 'asc' });
    expect(tickQuery(chooseTick(byHolders, 'minted_percent'))).toEqual({ sort_by: 'minted_percent', sort: 'asc' });
  });
});

describe('order book sort', () => {
  it('shows the ordered column to the table', () => {
    expect(tableSortOf(unsortedOrders)).toBeNull();
    expect(tableSortOf({ price: 'default', amount: 'desc', time: 'default' })).toEqual({
      column: 'amount',
      direction: 'desc',
    });
  });

  it('knows which header was pressed, even when it went back to default', () => {
    const byPrice = { price: 'desc', amount: 'default', time: 'default' } as const;
    expect(pressedColumn({ column: 'time', direction: 'asc' }, byPrice)).toBe('time');
    expect(pressedColumn(null, byPrice)).toBe('price');
    expect(pressedColumn(null, unsortedOrders)).toBeUndefined();
  });

  it('sorts prices per token and time by listing or by sale', () => {
    expect(onSaleQuery(chooseOrder(unsortedOrders, 'price'))).toEqual({ sort_by: 'unit_price', sort: 'asc' });
    expect(onSaleQuery(chooseOrder(unsortedOrders, 'time'))).toEqual({ sort_by: 'listed_at', sort: 'asc' });
    expect(soldQuery(chooseOrder(unsortedOrders, 'time'))).toEqual({ sort_by: 'sold_at', sort: 'asc' });
    expect(soldQuery(chooseOrder(unsortedOrders, 'amount'))).toEqual({ sort_by: 'amount', sort: 'asc' });
    expect(soldQuery(unsortedOrders)).toEqual({ sort: 'default' });
  });
});
