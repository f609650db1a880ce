import { vars, layout } from '@ordmarket/tokens';
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { estimatedRowHeight, rowsToDraw } from './gridRows';
import { knownHeight, observedHeight } from './rowHeight';
import { useGridColumns } from './useGridColumns';
import { useListPlacement } from './useListPlacement';

export interface WindowedGridProps {
  /** How many items are loaded. */
  count: number;
  /** How many there are in all, when more than are loaded (screen readers say 'item 3 of 5,000'). */
  total?: number;
  /** The item's lasting key, e.g. its inscription id, so cards survive pages arriving. */
  itemKey: (index: number) => string;
  /** Draws an item; `isFirstRow` marks the row a visitor sees first, whose images should load first. */
  renderItem: (index: number, isFirstRow: boolean) => ReactNode;
  /** Names the list for assistive technology. */
  label: string;
  /** The height under each card's square (name, price, buttons), for rows not measured yet. */
  footerHeight?: number;
}

// Rows drawn beyond the screen each way. One is enough for Tab and Shift+Tab to always find the next card
// drawn (focus scrolls its row fully in, which draws the row past it), and every row more is a screen
// width of cards in the document: on a desktop that is six cards of twenty-odd elements each.
const overscanRows = 1;
const defaultFooterHeight = 150;

/**
 * The card grid for lists of any length: the same columns as Grid, scrolled by the window, but only the
 * rows on screen (and a couple each side) are in the document, so a collection of thousands costs what
 * a screenful does. Rows are measured once drawn. It stays a list of items to assistive technology, each
 * telling its place in the whole, and the row holding focus stays drawn while it is scrolled away.
 */
export function WindowedGrid({
  count,
  total,
  itemKey,
  renderItem,
  label,
  footerHeight = defaultFooterHeight,
}: WindowedGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const columns = useGridColumns();
  const placement = useListPlacement(listRef);
  const [focusedRow, setFocusedRow] = useState<number>();
  // Every row holds the same kind of card, so the last one measured is the best guess for those not yet.
  const measuredRowHeight = useRef<number>(undefined);
  const rowCount = Math.ceil(count / columns);

  const rangeExtractor = useCallback(
    (range: Range) => rowsToDraw(defaultRangeExtractor(range), focusedRow, range.count),
    [focusedRow],
  );
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () =>
      measuredRowHeight.current ?? estimatedRowHeight(placement.width, columns, layout.gridGap, footerHeight),
    measureElement: (element, entry, grid) => {
      const height = observedHeight(entry);
      if (height === undefined) return knownHeight(element, grid);
      measuredRowHeight.current = height;
      return height;
    },
    overscan: overscanRows,
    scrollMargin: placement.top,
    rangeExtractor,
    // React 19 warns when flushSync runs during a render; a frame's delay in placing rows is not seen.
    useFlushSync: false,
  });

  // Measured rows keep their height by index; new columns or a new width make every row another size. The
  // last height measured stays the guess: rows whose height did change are reported again by the observer.
  useEffect(() => {
    virtualizer.measure();
  }, [virtualizer, columns, placement.width]);

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const row = event.target.closest<HTMLElement>('[data-row]')?.dataset.row;
    setFocusedRow(row === undefined ? undefined : Number(row));
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedRow(undefined);
  };

  return (
    <List
      ref={listRef}
      role="list"
      aria-label={label}
      // The height varies per list and scroll: in the style attribute, so classes do not multiply.
      style={{ height: virtualizer.getTotalSize() }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        const indexes = Array.from({ length: Math.min(columns, count - first) }, (_, offset) => first + offset);
        return (
          <Row
            key={row.key}
            ref={virtualizer.measureElement}
            role="none"
            data-index={row.index}
            data-row={row.index}
            style={{
              transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {indexes.map((index) => (
              <div key={itemKey(index)} role="listitem" aria-posinset={index + 1} aria-setsize={total ?? count}>
                {renderItem(index, row.index === 0)}
              </div>
            ))}
          </Row>
        );
      })}
    </List>
  );
}

const List = styled.div`
  position: relative;
  width: 100%;
`;

// The gap below a row is part of its measured height, so rows need no spacing of their own.
const Row = styled.div`
  position: absolute;
  inset-block-start: 0;
  inset-inline: 0;
  display: grid;
  gap: ${vars.layout.gridGap};
  padding-block-end: ${vars.layout.gridGap};
`;
