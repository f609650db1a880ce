import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@ordmarket/ui/testing';
import { item } from './testing/cartFixtures';
import { readSavedCart, saveCart } from './cartPersistence';

describe('cart persistence', () => {
  it('reads back what it saved', () => {
    const storage = new MemoryStorage();
    const saved = { total: 1, checkedItems: ['a'], checkAll: true, boxList: [{ ...item('a'), quantity: 1 }] };
    saveCart(storage, 'k', saved);
    expect(readSavedCart(storage, 'k')).toEqual(saved);
  });

  it.each([
    ['nothing saved', null],
    ['not JSON', '{oops'],
    ['not an object', '"cart"'],
    ['a missing field', JSON.stringify({ total: 1, checkedItems: [], boxList: [] })],
    [
      'a BTC float price',
      JSON.stringify({
        total: 1,
        checkedItems: [],
        checkAll: false,
        boxList: [{ ...item('a'), sale_price: 0.0001, quantity: 1 }],
      }),
    ],
    ['a non-string id', JSON.stringify({ total: 0, checkedItems: [1], checkAll: false, boxList: [] })],
  ])('returns null for %s', (_, text) => {
    const storage = new MemoryStorage();
    if (text !== null) storage.setItem('k', text);
    expect(readSavedCart(storage, 'k')).toBeNull();
  });

  it('survives a storage that refuses writes', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(() => saveCart(storage, 'k', { total: 0, checkedItems: [], checkAll: false, boxList: [] })).not.toThrow();
  });
});
