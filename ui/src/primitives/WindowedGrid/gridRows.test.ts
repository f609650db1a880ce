import { describe, expect, it } from 'vitest';
import { columnsAt, estimatedRowHeight, rowsToDraw } from './gridRows';

describe('columnsAt', () => {
  it('steps like the card grid: 2, 3 from md, 6 from lg, 8 from lg2', () => {
    expect(columnsAt(360)).toBe(2);
    expect(columnsAt(899)).toBe(2);
    expect(columnsAt(900)).toBe(3);
    expect(columnsAt(1200)).toBe(6);
    expect(columnsAt(1560)).toBe(8);
    expect(columnsAt(3000)).toBe(8);
  });
});

describe('rowsToDraw', () => {
  it('draws the visible rows alone when focus is outside the grid', () => {
    expect(rowsToDraw([3, 4, 5], undefined, 10)).toEqual([3, 4, 5]);
  });

  it('draws the rows either side of the focused one, so Tab and Shift+Tab find a card to go to', () => {
    expect(rowsToDraw([3, 4, 5], 5, 10)).toEqual([3, 4, 5, 6]);
    expect(rowsToDraw([3, 4, 5], 3, 10)).toEqual([2, 3, 4, 5]);
    expect(rowsToDraw([0, 1], 0, 10)).toEqual([0, 1]);
    expect(rowsToDraw([8, 9], 9, 10)).toEqual([8, 9]);
  });

  it('keeps the focused row and its neighbours drawn, in order, when it has scrolled away', () => {
    expect(rowsToDraw([7, 8, 9], 1, 12)).toEqual([0, 1, 2, 7, 8, 9]);
    expect(rowsToDraw([0, 1, 2], 9, 12)).toEqual([0, 1, 2, 8, 9, 10]);
  });

  it('forgets a focused row the list no longer has (a new filter emptied it)', () => {
    expect(rowsToDraw([0, 1], 9, 2)).toEqual([0, 1]);
  });
});

describe('estimatedRowHeight', () => {
  it('is a column-wide square, the footer and the gap', () => {
    expect(estimatedRowHeight(1016, 6, 16, 150)).toBe(156 + 150 + 16);
    expect(estimatedRowHeight(0, 2, 16, 150)).toBe(166);
  });
});
