import type { Virtualizer } from '@tanstack/react-virtual';

/** The height a ResizeObserver reported for a row, taken from the browser's own layout; none on attach. */
export function observedHeight(entry: ResizeObserverEntry | undefined): number | undefined {
  const box = entry?.borderBoxSize[0];
  return box === undefined ? undefined : Math.round(box.blockSize);
}

/**
 * The height the grid already holds for a row: measured before (it scrolled out and back) or estimated.
 * Asking the element itself when a row is attached (offsetHeight) would make the browser lay the page out
 * in the middle of React's commit, once for every row that scrolls in; the observer's report follows
 * within the frame anyway.
 */
export function knownHeight(element: Element, grid: Virtualizer<Window, Element>): number {
  const index = grid.indexFromElement(element);
  return grid.itemSizeCache.get(grid.options.getItemKey(index)) ?? grid.options.estimateSize(index);
}
