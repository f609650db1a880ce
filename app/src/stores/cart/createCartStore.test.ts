import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { item, listed } from './testing/cartFixtures';
import { createCartStore } from './createCartStore';

const ids = (list: ReadonlyArray<{ inscription_id: string }>): string[] => list.map((entry) => entry.inscription_id);

describe('cart initial state', () => {
  it('starts with the spec fields and defaults', () => {
    const { state } = createCartStore();
    expect({ ...state }).toEqual({
      productList: [],
      cartList: [],
      boxList: [],
      checkedItems: [],
      checkAll: false,
      noFilter: false,
      total: 0,
      totalAmount: 0,
      maxNum: 30,
      maxSweep: 0,
      royaltyFeeRate: 0,
      serviceFeeRate: 0,
      skipPending: true,
      collectionName: '',
      localName: '',
    });
  });
});

describe('setProductList and setProductListNo', () => {
  it.each([0, 1, 9, 12])('with %i purchasable: maxNum is that count and maxSweep min(9, it)', (count) => {
    const cart = createCartStore();
    cart.setProductList([...listed(count), item('sold', { status: 'sold' }), item('mine', { is_owner: true })]);
    expect(cart.state.maxNum).toBe(count);
    expect(cart.state.maxSweep).toBe(Math.min(9, count));
    expect(ids(cart.state.cartList)).toEqual(ids(listed(count)));
    expect(cart.state.noFilter).toBe(false);
  });

  it('setProductListNo: maxNum is the list length, noFilter set, maxSweep still counts purchasable only', () => {
    const cart = createCartStore();
    cart.setProductListNo([...listed(12), item('sold', { status: 'sold' }), item('mine', { is_owner: true })]);
    expect(cart.state.maxNum).toBe(14);
    expect(cart.state.noFilter).toBe(true);
    expect(cart.state.cartList).toHaveLength(14);
    expect(cart.state.maxSweep).toBe(9);
  });

  it('setProductList after setProductListNo clears noFilter', () => {
    const cart = createCartStore();
    cart.setProductListNo(listed(2));
    cart.setProductList(listed(2));
    expect(cart.state.noFilter).toBe(false);
  });
});

describe('addToBox, removeFromBox', () => {
  it('adds a purchasable item once with quantity 1, checks it and sums its price', () => {
    const cart = createCartStore();
    cart.setProductList(listed(3));
    expect(cart.addToBox(item('a0', { sale_price: 1000 }))).toBe(true);
    expect(cart.addToBox(item('a0', { sale_price: 1000 }))).toBe(true);
    expect(cart.state.boxList).toEqual([{ ...item('a0'), quantity: 1 }]);
    expect(cart.state.checkedItems).toEqual(['a0']);
    expect(cart.state.total).toBe(1);
    expect(cart.state.totalAmount).toBe(1000);
    expect(cart.state.checkAll).toBe(false);
  });

  it('refuses an item that is not purchasable, or the owner’s own', () => {
    const cart = createCartStore();
    cart.setProductList(listed(3));
    expect(cart.addToBox(item('x', { status: 'sold' }))).toBe(false);
    expect(cart.addToBox(item('y', { status: 'selling' }))).toBe(false);
    expect(cart.addToBox(item('z', { is_owner: true }))).toBe(false);
    expect(cart.state.boxList).toEqual([]);
  });

  it('refuses a new item once the box holds maxNum', () => {
    const cart = createCartStore();
    cart.setProductList(listed(2));
    expect(cart.addToBox(item('a0'))).toBe(true);
    expect(cart.addToBox(item('a1'))).toBe(true);
    expect(cart.addToBox(item('other'))).toBe(false);
    expect(cart.state.total).toBe(2);
  });

  it('sets checkAll once every purchasable product is checked', () => {
    const cart = createCartStore();
    cart.setProductList([...listed(2), item('sold', { status: 'sold' })]);
    cart.addToBox(item('a0'));
    cart.addToBox(item('a1', { sale_price: 1001 }));
    expect(cart.state.checkAll).toBe(true);
    expect(cart.state.totalAmount).toBe(2001);
  });

  it('removeFromBox removes from box and checked list and updates totals', () => {
    const cart = createCartStore();
    cart.setProductList(listed(2));
    cart.checkAllProducts();
    cart.removeFromBox('a0');
    expect(ids(cart.state.boxList)).toEqual(['a1']);
    expect(cart.state.checkedItems).toEqual(['a1']);
    expect(cart.state.checkAll).toBe(false);
    expect(cart.state.total).toBe(1);
    expect(cart.state.totalAmount).toBe(1001);
  });

  it('uses Reading A when asked: a normal item is buyable, a confirmed one is not', () => {
    const cart = createCartStore({ reading: 'byStatus' });
    cart.setProductList([item('n', { status: 'normal' }), item('c', { status: 'confirmed' })]);
    expect(cart.state.maxNum).toBe(1);
    expect(cart.addToBox(item('n', { status: 'normal' }))).toBe(true);
    expect(cart.addToBox(item('c', { status: 'confirmed' }))).toBe(false);
  });
});

describe('checkAllProducts, resetBoxList, updatedBox, clearBox', () => {
  it('checkAllProducts selects every purchasable item and no other', () => {
    const cart = createCartStore();
    cart.setProductList([...listed(3), item('sold', { status: 'sold' }), item('mine', { is_owner: true })]);
    cart.checkAllProducts();
    expect(ids(cart.state.boxList)).toEqual(['a0', 'a1', 'a2']);
    expect(cart.state.checkedItems).toEqual(['a0', 'a1', 'a2']);
    expect(cart.state.checkAll).toBe(true);
    expect(cart.state.total).toBe(3);
    expect(cart.state.totalAmount).toBe(1000 + 1001 + 1002);
  });

  it('resetBoxList keeps only purchasable items (by their latest status), checks all and sets total', () => {
    const cart = createCartStore();
    cart.setProductList(listed(3));
    cart.updatedBox(listed(3), ['a0']);
    cart.setProductList([item('a0', { status: 'sold' }), ...listed(3).slice(1)]);
    cart.resetBoxList();
    expect(ids(cart.state.boxList)).toEqual(['a1', 'a2']);
    expect(cart.state.checkedItems).toEqual(['a1', 'a2']);
    expect(cart.state.checkAll).toBe(true);
    expect(cart.state.total).toBe(2);
    expect(cart.state.totalAmount).toBe(1001 + 1002);
  });

  it('updatedBox replaces the box and the checked list', () => {
    const cart = createCartStore();
    cart.setProductList(listed(4));
    cart.checkAllProducts();
    cart.updatedBox(listed(4).slice(2), ['a3']);
    expect(cart.state.boxList).toEqual(
      listed(4)
        .slice(2)
        .map((entry) => ({ ...entry, quantity: 1 })),
    );
    expect(cart.state.checkedItems).toEqual(['a3']);
    expect(cart.state.checkAll).toBe(false);
    expect(cart.state.totalAmount).toBe(1002 + 1003);
  });

  it('updatedBox without a checked list checks every boxed item; ids not in the box are dropped', () => {
    const cart = createCartStore();
    cart.setProductList(listed(2));
    cart.updatedBox(listed(2));
    expect(cart.state.checkedItems).toEqual(['a0', 'a1']);
    cart.updatedBox(listed(1), ['a0', 'ghost']);
    expect(cart.state.checkedItems).toEqual(['a0']);
  });

  it('clearBox empties the box, the checked list and the total amount', () => {
    const cart = createCartStore();
    cart.setProductList(listed(3));
    cart.checkAllProducts();
    cart.clearBox();
    expect(cart.state.boxList).toEqual([]);
    expect(cart.state.checkedItems).toEqual([]);
    expect(cart.state.checkAll).toBe(false);
    expect(cart.state.total).toBe(0);
    expect(cart.state.totalAmount).toBe(0);
  });
});

describe('sweep', () => {
  it('takes the first N purchasable items in list order, skipping the others', () => {
    const cart = createCartStore();
    cart.setProductList([
      item('s', { status: 'sold' }),
      item('a'),
      item('m', { is_owner: true }),
      item('b'),
      item('c'),
    ]);
    expect(cart.sweep(2)).toBe(2);
    expect(ids(cart.state.boxList)).toEqual(['a', 'b']);
    expect(cart.state.checkedItems).toEqual(['a', 'b']);
  });

  it('caps N at maxSweep (9) and replaces the previous box', () => {
    const cart = createCartStore();
    cart.setProductList(listed(12));
    cart.addToBox(item('a11', { sale_price: 1011 }));
    expect(cart.sweep(12)).toBe(9);
    expect(ids(cart.state.boxList)).toEqual(ids(listed(9)));
    expect(cart.state.totalAmount).toBe(listed(9).reduce((sum, entry) => sum + entry.sale_price, 0));
  });

  it('caps N at the purchasable count and treats nonsense counts as 0', () => {
    const cart = createCartStore();
    cart.setProductList(listed(3));
    expect(cart.sweep(5)).toBe(3);
    expect(cart.state.checkAll).toBe(true);
    expect(cart.sweep(-1)).toBe(0);
    expect(cart.sweep(Number.NaN)).toBe(0);
    expect(cart.sweep(1.7)).toBe(1);
    const empty = createCartStore();
    empty.setProductList([]);
    expect(empty.sweep(9)).toBe(0);
  });
});

describe('skipPending', () => {
  const products = [item('l'), item('p', { status: 'selling' }), item('mp', { status: 'selling', is_owner: true })];

  it('toggling it re-filters the offered list, maxNum and maxSweep', () => {
    const cart = createCartStore();
    cart.setProductList(products);
    expect(ids(cart.state.cartList)).toEqual(['l']);
    cart.toggleSkipPending();
    expect(cart.state.skipPending).toBe(false);
    expect(ids(cart.state.cartList)).toEqual(['l', 'p']);
    expect(cart.state.maxNum).toBe(2);
    expect(cart.state.maxSweep).toBe(2);
    expect(cart.addToBox(item('p', { status: 'selling' }))).toBe(true);
  });

  it('skipping pending again drops pending items from the box', () => {
    const cart = createCartStore();
    cart.setProductList(products);
    cart.setSkipPending(false);
    cart.checkAllProducts();
    expect(ids(cart.state.boxList)).toEqual(['l', 'p']);
    cart.toggleSkipPending();
    expect(ids(cart.state.boxList)).toEqual(['l']);
    expect(cart.state.checkedItems).toEqual(['l']);
    expect(cart.state.checkAll).toBe(true);
    expect(cart.state.totalAmount).toBe(1000);
  });
});

describe('setFee, setCollectionName', () => {
  it('stores the royalty and service fee rates and the collection name', () => {
    const cart = createCartStore();
    cart.setFee(0.05, 0.02);
    cart.setCollectionName('Pixel Punks');
    expect(cart.state.royaltyFeeRate).toBe(0.05);
    expect(cart.state.serviceFeeRate).toBe(0.02);
    expect(cart.state.collectionName).toBe('Pixel Punks');
  });
});

describe('persistence under localName', () => {
  it('saves total, checkedItems, checkAll and boxList on every change, under the localName key', () => {
    const storage = new MemoryStorage();
    const cart = createCartStore({ storage });
    cart.setLocalName('cart-punks');
    cart.setProductList(listed(2));
    cart.addToBox(item('a0'));
    expect(JSON.parse(storage.getItem('cart-punks') ?? 'null')).toEqual({
      total: 1,
      checkedItems: ['a0'],
      checkAll: false,
      boxList: [{ ...item('a0'), quantity: 1 }],
    });
    cart.clearBox();
    expect(JSON.parse(storage.getItem('cart-punks') ?? 'null')).toMatchObject({ total: 0, boxList: [] });
  });

  it('saves nothing while localName is empty', () => {
    const storage = new MemoryStorage();
    const cart = createCartStore({ storage });
    cart.setProductList(listed(2));
    cart.addToBox(item('a0'));
    expect(storage.length).toBe(0);
  });

  it('round trip: a fresh cart restores the box on setProductList and recomputes the totals', () => {
    const storage = new MemoryStorage();
    const first = createCartStore({ storage });
    first.setLocalName('cart-punks');
    first.setProductList(listed(3));
    first.checkAllProducts();

    const second = createCartStore({ storage });
    second.setLocalName('cart-punks');
    second.setProductList(listed(3));
    expect(ids(second.state.boxList)).toEqual(['a0', 'a1', 'a2']);
    expect(second.state.checkedItems).toEqual(['a0', 'a1', 'a2']);
    expect(second.state.checkAll).toBe(true);
    expect(second.state.total).toBe(3);
    expect(second.state.totalAmount).toBe(3003);
  });

  it('restoring drops saved items that have since stopped being purchasable', () => {
    const storage = new MemoryStorage();
    const first = createCartStore({ storage });
    first.setLocalName('k');
    first.setProductList(listed(2));
    first.checkAllProducts();

    const second = createCartStore({ storage });
    second.setLocalName('k');
    second.setProductList([item('a0', { status: 'sold' }), item('a1', { sale_price: 1001 })]);
    expect(ids(second.state.boxList)).toEqual(['a1']);
    expect(second.state.checkedItems).toEqual(['a1']);
    expect(second.state.totalAmount).toBe(1001);
  });

  it('two localNames keep separate boxes', () => {
    const storage = new MemoryStorage();
    const cart = createCartStore({ storage });
    cart.setLocalName('cart-punks');
    cart.setProductList(listed(2, 'p'));
    cart.addToBox(item('p0'));

    cart.setLocalName('cart-apes');
    expect(cart.state.boxList).toEqual([]);
    cart.setProductList(listed(2, 'q'));
    cart.addToBox(item('q1', { sale_price: 1001 }));

    cart.setLocalName('cart-punks');
    expect(ids(cart.state.boxList)).toEqual(['p0']);
    expect(JSON.parse(storage.getItem('cart-apes') ?? 'null')).toMatchObject({ checkedItems: ['q1'], total: 1 });
    expect(JSON.parse(storage.getItem('cart-punks') ?? 'null')).toMatchObject({ checkedItems: ['p0'], total: 1 });
  });

  it('ignores a corrupt saved copy and starts with an empty box', () => {
    const storage = new MemoryStorage();
    storage.setItem('k', '{not json');
    const cart = createCartStore({ storage });
    cart.setLocalName('k');
    cart.setProductList(listed(2));
    expect(cart.state.boxList).toEqual([]);
  });
});
