import { breakpoints, gridColumns, type Breakpoint } from '@ordmarket/tokens';

/** Columns of the card grid at a viewport width: the same steps as Grid's media queries. */
export function columnsAt(viewportWidth: number): number {
  let columns: number = gridColumns.xs;
  for (const [breakpoint, count] of Object.entries(gridColumns) as Array<[Breakpoint, number]>) {
    if (viewportWidth >= breakpoints[breakpoint]) columns = count;
  }
  return columns;
}

/**
 * The rows to draw: the visible ones, and while keyboard focus is in the grid the focused row and one row
 * each side of it wherever they are. Focus is never dropped with its row (a screen reader would lose its
 * place), and Tab or Shift+Tab always finds the next card drawn; the browser then scrolls it in, which draws
 * the row past it. Rows off screen are otherwise left out: every one costs a screen's width of cards.
 */
export function rowsToDraw(visible: readonly number[], focusedRow: number | undefined, rowCount: number): number[] {
  const rows = new Set(visible);
  if (focusedRow !== undefined && focusedRow < rowCount) {
    for (const row of [focusedRow - 1, focusedRow, focusedRow + 1]) if (row >= 0 && row < rowCount) rows.add(row);
  }
  return [...rows].sort((a, b) => a - b);
}

/** A row's height before it is measured: a square card of the column's width, its footer and the gap. */
export function estimatedRowHeight(width: number, columns: number, gap: number, footerHeight: number): number {
  const cardWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return cardWidth + footerHeight + gap;
}
