import { describe, expect, it } from 'vitest';
import { nextSort, sortDirectionOf, type TableSort } from './tableSort';

describe('nextSort', () => {
  it('cycles one column through default, asc, desc and back to default', () => {
    const asc = nextSort(null, 'price');
    expect(asc).toEqual({ column: 'price', direction: 'asc' });
    const desc = nextSort(asc, 'price');
    expect(desc).toEqual({ column: 'price', direction: 'desc' });
    expect(nextSort(desc, 'price')).toBeNull();
  });

  it('starts another column at asc, returning the sorted one to default', () => {
    const byPrice: TableSort = { column: 'price', direction: 'desc' };
    const byTime = nextSort(byPrice, 'time');
    expect(byTime).toEqual({ column: 'time', direction: 'asc' });
    expect(sortDirectionOf(byTime, 'price')).toBe('default');
  });

  it('starts at asc from an ascending other column too', () => {
    expect(nextSort({ column: 'number', direction: 'asc' }, 'price')).toEqual({ column: 'price', direction: 'asc' });
  });
});

describe('sortDirectionOf', () => {
  it('reads the sorted column and defaults every other', () => {
    const sort: TableSort = { column: 'price', direction: 'desc' };
    expect(sortDirectionOf(sort, 'price')).toBe('desc');
    expect(sortDirectionOf(sort, 'time')).toBe('default');
    expect(sortDirectionOf(null, 'price')).toBe('default');
  });
});
