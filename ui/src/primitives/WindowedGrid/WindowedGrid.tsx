import { gridColumns, vars, layout } from '@ordmarket/tokens';
import { defaultRangeExtractor, observeWindowRect, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { Fragment, useCallback, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Grid } from '../Grid/Grid';
import { isFlingBetween, type ScrollSample } from './flingSpeed';
import { estimatedRowHeight, rowsToDraw } from './gridRows';
import { knownHeight, observedHeight } from './rowHeight';
import { useGridColumns } from './useGridColumns';
import { useListPlacement } from './useListPlacement';

/** What makes an element an item of the list: its role and its place in the whole. */
export interface GridListItem {
  role: 'listitem';
  'aria-posinset': number;
  'aria-setsize': number;
}

/** Where an item is drawn. */
export interface GridPlace {
  /** To be spread on the item's outermost element: the item is the list's item, with no wrapper around it. */
  listItem: GridListItem;
  /**
   * The grid is being flung past faster than anyone reads: an item drawn now is likely gone in a frame or two,
   * so it should leave out what is costly to fetch and decode (its image) until the grid slows down.
   */
  isFlung: boolean;
}

export interface WindowedGridProps {
  /** How many items are loaded. */
  count: number;
  /** How many there are in all, when more than are loaded (screen readers say 'item 3 of 5,000'). */
  total?: number;
  /** The item's lasting key, e.g. its inscription id, so cards survive pages arriving. */
  itemKey: (index: number) => string;
  /** Draws an item, its outermost element carrying `place.listItem`. */
  renderItem: (index: number, place: GridPlace) => ReactNode;
  /** Names the list for assistive technology. */
  label: string;
  /** The height under each card's square (name, price, buttons), for rows not measured yet. */
  footerHeight?: number;
  /** How much of the window's top is covered by chrome that stays put (a sticky header): rows under it are hidden. */
  coveredTop?: number;
}

// Rows drawn beyond the screen each way, by how many cards a row holds. A row of up to three (phones, small
// tablets) is cheap, and one more each way keeps a flick's momentum from showing empty space. A row of six or
// eight is fifty to seventy elements: none is drawn off screen, and keyboard users get the rows around focus
// instead (see rowsToDraw).
const overscanRows = (columns: number): number => (columns <= 3 ? 1 : 0);

const defaultFooterHeight = 150;

/** The most cards a row holds, at the widest grid. */
const widestRow = Math.max(...Object.values(gridColumns));

/**
 * Cards drawn where the viewport is not known (rendered on the server, and while the browser hydrates that):
 * two of the widest rows, laid out by the grid's media queries, which fill a first screen at any width.
 */
const cardsBeforeViewport = widestRow * 2;

/**
 * The card grid for lists of any length: the same columns as Grid, scrolled by the window, but only the
 * rows on screen (on a phone, one more each way) are in the document, so a collection of thousands costs
 * what a screenful does. Rows are measured once drawn. It stays a list of items to assistive technology, each
 * telling its place in the whole, and the row holding focus stays drawn while it is scrolled away.
 */
export function WindowedGrid({
  count,
  total,
  itemKey,
  renderItem,
  label,
  footerHeight = defaultFooterHeight,
  coveredTop = 0,
}: WindowedGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const viewportColumns = useGridColumns();
  const columns = viewportColumns ?? widestRow;
  const placement = useListPlacement(listRef);
  const [focusedRow, setFocusedRow] = useState<number>();
  const [isFlung, setFlung] = useState(false);
  const lastScroll = useRef<ScrollSample>(undefined);
  // Every row holds the same kind of card, so the last one measured is the best guess for those not yet.
  const measuredRowHeight = useRef<number>(undefined);
  const rowCount = Math.ceil(count / columns);
  const hiddenTop = coveredTop + layout.gridGap;

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
    overscan: overscanRows(columns),
    // What shows is the window below the sticky chrome, less the trailing gap of a row scrolled up under it
    // (a row showing no more than that shows nothing): rows start that much earlier in the grid's reckoning, and
    // the window is that much shorter.
    scrollMargin: placement.top - hiddenTop,
    observeElementRect: (grid, onRect) =>
      observeWindowRect(grid, (rect) => onRect({ width: rect.width, height: Math.max(0, rect.height - hiddenTop) })),
    rangeExtractor,
    // Judged from one scroll position to the next; a pause in scrolling ends the fling, a row measured mid-fling
    // (the same position) does not.
    onChange: (grid) => {
      if (!grid.isScrolling) {
        lastScroll.current = undefined;
        setFlung(false);
        return;
      }
      const offset = grid.scrollOffset ?? 0;
      if (offset === lastScroll.current?.offset) return;
      const now = { offset, at: performance.now() };
      setFlung(isFlingBetween(lastScroll.current, now));
      lastScroll.current = now;
    },
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

  const listItem = (index: number): GridListItem => ({
    role: 'listitem',
    'aria-posinset': index + 1,
    'aria-setsize': total ?? count,
  });

  if (viewportColumns === undefined) {
    return (
      <List ref={listRef} role="list" aria-label={label}>
        <Grid role="none">
          {Array.from({ length: Math.min(count, cardsBeforeViewport) }, (_, index) => (
            <Fragment key={itemKey(index)}>{renderItem(index, { isFlung: false, listItem: listItem(index) })}</Fragment>
          ))}
        </Grid>
      </List>
    );
  }

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
              <Fragment key={itemKey(index)}>
                {renderItem(index, {
                  isFlung,
                  listItem: listItem(index),
                })}
              </Fragment>
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
