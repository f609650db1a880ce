import { describe, expect, it } from 'vitest';
import { createTradeStore, tradeListNames } from './tradeStore';

describe('trade store', () => {
  it('starts every list at page 1, total 0, status init, with nothing sorted and no drawer open', () => {
    const { state } = createTradeStore<string>();
    for (const name of tradeListNames) expect(state[name]).toEqual({ list: [], page: 1, total: 0, status: 'init' });
    expect(state.sortTypes).toEqual({ price: 'default', amount: 'default', time: 'default' });
    expect(state.tickData).toEqual({ tick: '', icon: '' });
    expect(state.saleOpen).toBe(false);
    expect(state.inscribeOpen).toBe(false);
  });

  it('walks a list through pending to succeeded or failed, one list at a time', () => {
    const trade = createTradeStore<string>();
    trade.setPage('soldOrders', 3);
    trade.startLoading('soldOrders');
    expect(trade.state.soldOrders.status).toBe('pending');
    trade.setLoaded('soldOrders', ['o1', 'o2'], 42);
    expect(trade.state.soldOrders).toEqual({ list: ['o1', 'o2'], page: 3, total: 42, status: 'succeeded' });
    trade.setFailed('mySales');
    expect(trade.state.mySales.status).toBe('failed');
    expect(trade.state.onSaleOrders.status).toBe('init');
  });

  it('keeps tick data', () => {
    const trade = createTradeStore();
    trade.setTickData({ tick: 'ordi', icon: 'https://icons.example/ordi.png' });
    expect(trade.state.tickData).toEqual({ tick: 'ordi', icon: 'https://icons.example/ordi.png' });
  });

  it('applies the sort rule: one column ordered, the others back to default', () => {
    const trade = createTradeStore();
    trade.chooseSort('price');
    trade.chooseSort('price');
    expect(trade.state.sortTypes).toEqual({ price: 'desc', amount: 'default', time: 'default' });
    trade.chooseSort('amount');
    expect(trade.state.sortTypes).toEqual({ price: 'default', amount: 'asc', time: 'default' });
  });

  it('opening inscribe closes sale', () => {
    const trade = createTradeStore();
    trade.openSale();
    expect(trade.state.saleOpen).toBe(true);
    trade.openInscribe();
    expect(trade.state.inscribeOpen).toBe(true);
    expect(trade.state.saleOpen).toBe(false);
    trade.closeInscribe();
    expect(trade.state.inscribeOpen).toBe(false);
    trade.openSale();
    trade.closeSale();
    expect(trade.state.saleOpen).toBe(false);
  });
});
