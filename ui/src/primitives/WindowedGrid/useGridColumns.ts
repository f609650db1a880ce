import { breakpoints, gridColumns, type Breakpoint } from '@ordmarket/tokens';
import { useBrowserValue } from '../../internal/useBrowserValue';
import { columnsAt } from './gridRows';

// One query per step of the grid, so the count changes exactly when Grid's media queries do.
const steps = (Object.keys(gridColumns) as Breakpoint[]).map(
  (breakpoint) => `(min-width: ${breakpoints[breakpoint]}px)`,
);

let watched: MediaQueryList[] | undefined;
let columns: number = gridColumns.xs;

/**
 * The queries, made once and watched for the page's life, with the count they give kept here. React asks
 * for the count on every render of every grid; reading the viewport's width then would force the browser
 * to lay the page out mid-render, many times a scroll. Only a step being crossed reads it.
 */
function watchedQueries(): MediaQueryList[] {
  if (watched === undefined) {
    const recount = () => {
      columns = columnsAt(window.innerWidth);
    };
    watched = steps.map((step) => window.matchMedia(step));
    // Added before any grid's listener, so the count is new by the time a grid asks for it.
    for (const query of watched) query.addEventListener('change', recount);
    recount();
  }
  return watched;
}

function subscribe(onChange: () => void): () => void {
  const queries = watchedQueries();
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function currentColumns(): number {
  watchedQueries();
  return columns;
}

/**
 * The card grid's column count for the current viewport; undefined on the server, and while the browser hydrates
 * what it rendered, where the grid's own media queries lay the row out (see WindowedGrid). The count follows in a
 * transition (useBrowserValue): a hydrated grid is redrawn windowed in slices, not in one long task.
 */
export function useGridColumns(): number | undefined {
  return useBrowserValue<number | undefined>(subscribe, currentColumns, undefined);
}
