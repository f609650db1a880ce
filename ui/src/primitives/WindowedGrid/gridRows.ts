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
 * The rows to draw: the visible ones with their overscan, and the row holding keyboard focus wherever it
 * is, so that focus is never dropped with the row it is in (a screen reader would lose its place).
 */
export function rowsToDraw(visible: readonly number[], focusedRow: number | undefined, rowCount: number): number[] {
  if (focusedRow === undefined || focusedRow >= rowCount || visible.includes(focusedRow)) return [...visible];
  return [...visible, focusedRow].sort((a, b) => a - b);
}

/** A row's height before it is measured: a square card of the column's width, its footer and the gap. */
export function estimatedRowHeight(width: number, columns: number, gap: number, footerHeight: number): number {
  const cardWidth = Math.max(0, (width - gap * (columns - 1)) / columns);
  return cardWidth + footerHeight + gap;
}
