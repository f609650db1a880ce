import { Button, Chip } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { initialItemQuery, isFiltered, toggleTrait, type ItemQuery } from './itemQuery';

export interface SelectedFiltersProps {
  readonly query: ItemQuery;
  readonly onChange: (query: ItemQuery) => void;
}

/** The choices narrowing the grid, each removable, and a way to drop them all (the sort is kept). */
export function SelectedFilters({ query, onChange }: SelectedFiltersProps) {
  const { t } = useTranslation('collection');
  if (!isFiltered(query)) return null;
  return (
    <Chips aria-label={t('filters.selected')}>
      {query.status === 'listed' ? (
        <Chip
          label={t('filters.listedOnly')}
          onRemove={() => {
            onChange({ ...query, status: 'all' });
          }}
        />
      ) : null}
      {query.traits.map((trait) => (
        <Chip
          key={`${trait.trait_type}:${trait.value}`}
          label={t('filters.traitChip', { type: trait.trait_type, value: trait.value })}
          onRemove={() => {
            onChange({ ...query, traits: toggleTrait(query.traits, trait) });
          }}
        />
      ))}
      {query.minBtc === '' ? null : (
        <Chip
          label={t('filters.minChip', { price: query.minBtc })}
          onRemove={() => {
            onChange({ ...query, minBtc: '' });
          }}
        />
      )}
      {query.maxBtc === '' ? null : (
        <Chip
          label={t('filters.maxChip', { price: query.maxBtc })}
          onRemove={() => {
            onChange({ ...query, maxBtc: '' });
          }}
        />
      )}
      <Button
        variant="text"
        size="small"
        onPress={() => {
          onChange({ ...initialItemQuery, sort: query.sort });
        }}
      >
        {t('filters.clearAll')}
      </Button>
    </Chips>
  );
}

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  align-items: center;
`;
