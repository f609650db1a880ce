import { describe, expect, it } from 'vitest';
import { chooseSort, nextSortType } from './sortRule';

describe('sort rule', () => {
  it('moves a column default → asc → desc → default', () => {
    expect(nextSortType('default')).toBe('asc');
    expect(nextSortType('asc')).toBe('desc');
    expect(nextSortType('desc')).toBe('default');
  });

  it('choosing one column resets the other two to default', () => {
    const sorts = { price: 'asc', amount: 'desc', time: 'default' } as const;
    expect(chooseSort(sorts, 'time')).toEqual({ price: 'default', amount: 'default', time: 'asc' });
    expect(chooseSort(sorts, 'price')).toEqual({ price: 'desc', amount: 'default', time: 'default' });
  });
});
