/** §4 "Sort: default, asc, desc". */
export const sortTypes = ['default', 'asc', 'desc'] as const;
export type SortType = (typeof sortTypes)[number];

/** Each click on a column moves it default → asc → desc → default. */
export function nextSortType(current: SortType): SortType {
  return current === 'default' ? 'asc' : current === 'asc' ? 'desc' : 'default';
}

/** §4 "choosing one resets the other two to default": only the chosen column keeps an order. */
export function chooseSort<Column extends string>(
  sorts: Readonly<Record<Column, SortType>>,
  column: Column,
): Record<Column, SortType> {
  const next = {} as Record<Column, SortType>;
  for (const key of Object.keys(sorts) as Column[]) next[key] = key === column ? nextSortType(sorts[key]) : 'default';
  return next;
}
