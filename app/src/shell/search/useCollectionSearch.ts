import { useApi } from '../../api/useApi';
import { noCollections, type MarketCollection } from '../../api/marketCollection';
import { useDebouncedValue } from '../../common/useDebouncedValue';

/** Enough to choose from in a popover; the collections page lists the rest. */
const resultLimit = 8;
/** search_collections refuses longer keywords. */
const maxKeywordLength = 100;

export interface CollectionSearch {
  readonly results: readonly MarketCollection[];
  /** True while the typed text has not been searched yet or its answer is on its way. */
  readonly isSearching: boolean;
}

/** Collections whose name or id contains what was typed, searched once typing pauses. */
export function useCollectionSearch(typed: string): CollectionSearch {
  const keyword = useDebouncedValue(typed.trim().slice(0, maxKeywordLength));
  const { data, isLoading } = useApi(
    '/btc/ordinals/search_collections',
    keyword === '' ? null : { keyword, limit: resultLimit },
    { emptyDefault: noCollections },
  );
  const isSettled = keyword === typed.trim().slice(0, maxKeywordLength);
  return { results: keyword === '' ? [] : data.items, isSearching: !isSettled || isLoading };
}
