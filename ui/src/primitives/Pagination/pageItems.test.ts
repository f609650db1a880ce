import { describe, expect, it } from 'vitest';
import { pageItems } from './pageItems';

describe('pageItems', () => {
  it('shows nothing without pages, and a lone page alone', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
  });

  it('shows every page when they fit in seven buttons', () => {
    expect(pageItems(1, 3)).toEqual([1, 2, 3]);
    for (let page = 1; page <= 7; page += 1) expect(pageItems(page, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('folds the far end near the first page', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
  });

  it('folds both sides in the middle', () => {
    expect(pageItems(5, 10)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 10]);
    expect(pageItems(50, 100)).toEqual([1, 'gap-before', 49, 50, 51, 'gap-after', 100]);
  });

  it('folds the near end close to the last page', () => {
    expect(pageItems(7, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
  });

  it('never folds a single page into a gap', () => {
    expect(pageItems(4, 8)).toEqual([1, 2, 3, 4, 5, 'gap-after', 8]);
    expect(pageItems(5, 8)).toEqual([1, 'gap-before', 4, 5, 6, 7, 8]);
  });

  it('keeps the same number of buttons wherever the current page is', () => {
    const lengths = Array.from({ length: 30 }, (_, index) => pageItems(index + 1, 30).length);
    expect(new Set(lengths)).toEqual(new Set([7]));
  });

  it('keeps a page outside the range to the nearest end', () => {
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
  });

  it('takes wider sibling and boundary runs', () => {
    expect(pageItems(10, 20, { siblingCount: 2, boundaryCount: 2 })).toEqual([
      1,
      2,
      'gap-before',
      8,
      9,
      10,
      11,
      12,
      'gap-after',
      19,
      20,
    ]);
    expect(pageItems(10, 20, { siblingCount: 0 })).toEqual([1, 'gap-before', 10, 'gap-after', 20]);
  });
});
