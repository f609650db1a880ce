import { startTransition, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import { readItemQuery, writeItemQuery, type ItemQuery } from './itemQuery';

export interface ItemQueryChange {
  /** Overwrite the current history entry instead of adding one, as typing does on each keystroke. */
  readonly replace?: boolean;
}

/**
 * The trader's choices above the grid, kept in the page's address so a reload, Back or a shared link shows the same
 * items. The router renders a new address in a transition; until it lands, the choice shows optimistically, so a
 * price field follows each keystroke at once instead of losing its caret, or a keystroke typed before it lands.
 */
export function useItemQuery(): readonly [ItemQuery, (next: ItemQuery, change?: ItemQueryChange) => void] {
  const [params, setParams] = useSearchParams();
  const [query, showQuery] = useOptimistic(readItemQuery(params));
  const setQuery = (next: ItemQuery, { replace = false }: ItemQueryChange = {}) => {
    startTransition(() => {
      showQuery(next);
      setParams(writeItemQuery(next), { replace });
    });
  };
  return [query, setQuery];
}
