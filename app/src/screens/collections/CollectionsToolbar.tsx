import { mediaUp, vars } from '@ordmarket/tokens';
import { Select, TextField } from '@ordmarket/ui';
import { Search } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../common/useDebouncedValue';
import { collectionSorts, maxKeywordLength, type CollectionSort } from './collectionsQuery';

export interface CollectionsToolbarProps {
  readonly keyword: string;
  readonly sort: CollectionSort;
  readonly onKeywordChange: (keyword: string) => void;
  readonly onSortChange: (sort: CollectionSort) => void;
}

/** The search box (searched as the trader pauses typing) and the ranking to list collections in. */
export function CollectionsToolbar({ keyword, sort, onKeywordChange, onSortChange }: CollectionsToolbarProps) {
  const { t } = useTranslation('home');
  const [typed, setTyped] = useState(keyword);
  const settled = useDebouncedValue(typed).trim();
  const search = useEffectEvent((next: string) => {
    if (next !== keyword) onKeywordChange(next);
  });
  useEffect(() => search(settled), [settled]);
  const isSearching = keyword !== '';

  return (
    <Bar role="search">
      <TextField
        type="search"
        label={t('collections.searchLabel')}
        placeholder={t('collections.searchPlaceholder')}
        value={typed}
        onChange={setTyped}
        maxLength={maxKeywordLength}
        startAdornment={<Search size={18} aria-hidden />}
        fullWidth
      />
      <Select
        label={t('collections.sortLabel')}
        options={collectionSorts.map((id) => ({ id, label: t(`collections.sort.${id}`) }))}
        value={sort}
        onChange={onSortChange}
        isDisabled={isSearching}
        description={isSearching ? t('collections.sortWhileSearching') : undefined}
        fullWidth
      />
    </Bar>
  );
}

const Bar = styled.div`
  display: grid;
  gap: ${vars.space[3]};

  ${mediaUp('sm')} {
    grid-template-columns: minmax(0, 1fr) 240px;
    align-items: start;
  }
`;
