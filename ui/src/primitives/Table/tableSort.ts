export type SortDirection = 'asc' | 'desc';

/** The column that orders the rows and which way, or null for the list's default order. */
export type TableSort = { column: string; direction: SortDirection } | null;

/**
 * The sort after a header is chosen. The spec's cycle for one column is default, asc, desc, then default
 * again; choosing another column starts it at asc and returns the others to default.
 */
export function nextSort(current: TableSort, column: string): TableSort {
  if (current?.column !== column) return { column, direction: 'asc' };
  return current.direction === 'asc' ? { column, direction: 'desc' } : null;
}

/** How one column is sorted now: 'default' when another column, or none, orders the rows. */
export function sortDirectionOf(sort: TableSort, column: string): SortDirection | 'default' {
  return sort?.column === column ? sort.direction : 'default';
}
