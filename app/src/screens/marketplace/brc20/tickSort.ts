import type { SortType } from '../../../stores';

/** The token list's sortable figures, as get_ticks names them. */
export const tickSortColumns = ['holders', 'transactions', 'minted_percent', 'deploy_time'] as const;
export type TickSortColumn = (typeof tickSortColumns)[number];
export type TickSorts = Record<TickSortColumn, SortType>;

export const unsortedTicks: TickSorts = {
  holders: 'default',
  transactions: 'default',
  minted_percent: 'default',
  deploy_time: 'default',
};

/** What get_ticks is asked: the one ordered column, else the server's own order (newest deploys first). */
export function tickQuery(sorts: TickSorts): { sort_by: TickSortColumn; sort: SortType } {
  const chosen = tickSortColumns.find((column) => sorts[column] !== 'default');
  return chosen === undefined ? { sort_by: 'deploy_time', sort: 'default' } : { sort_by: chosen, sort: sorts[chosen] };
}
