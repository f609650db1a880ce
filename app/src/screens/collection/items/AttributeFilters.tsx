import { Checkbox, Skeleton, textStyle } from '@ordmarket/ui';
import { mostTraitValues } from '@ordmarket/protocol';
import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApiData } from '../../../api/apiCalls';
import { hasTrait, type Trait } from './itemQuery';

type TraitGroup = ApiData<'/btc/ordinals/get_collection_attributes'>['items'][number];

export interface AttributeFiltersProps {
  readonly groups: readonly TraitGroup[];
  readonly chosen: readonly Trait[];
  readonly onToggle: (trait: Trait) => void;
  readonly isLoading: boolean;
}

/**
 * Each trait type with its values and how many items have each; checking values narrows the grid. At the most
 * values one filter may name, the unchecked boxes rest until one is cleared, since the market would refuse more.
 */
export function AttributeFilters({ groups, chosen, onToggle, isLoading }: AttributeFiltersProps) {
  const { t } = useTranslation('collection');
  if (isLoading) return <Skeleton shape="text" lines={6} />;
  if (groups.length === 0) return null;
  const isFull = chosen.length >= mostTraitValues;
  return (
    <Groups aria-label={t('filters.attributes')}>
      {isFull ? <FullNote role="status">{t('filters.tooManyValues', { max: mostTraitValues })}</FullNote> : null}
      {groups.map((group) => {
        const chosenCount = chosen.filter((trait) => trait.trait_type === group.trait_type).length;
        return (
          <Group key={group.trait_type} open>
            <Summary>
              <span>{group.trait_type}</span>
              {chosenCount > 0 ? <Count>{t('filters.chosenCount', { count: chosenCount })}</Count> : null}
            </Summary>
            <Values>
              {group.values.map((option) => {
                const trait = { trait_type: group.trait_type, value: option.value };
                const isChosen = hasTrait(chosen, trait);
                return (
                  <li key={option.value}>
                    <Checkbox
                      isSelected={isChosen}
                      isDisabled={isFull && !isChosen}
                      onChange={() => {
                        onToggle(trait);
                      }}
                    >
                      {t('filters.valueWithCount', { value: option.value, count: option.count })}
                    </Checkbox>
                  </li>
                );
              })}
            </Values>
          </Group>
        );
      })}
    </Groups>
  );
}

const Groups = styled.section`
  display: grid;
  gap: ${vars.space[2]};
`;

const FullNote = styled.p`
  ${textStyle('caption')}
  margin: 0;
  color: ${vars.color.text.secondary};
`;

const Group = styled.details`
  border-block-end: 1px solid ${vars.color.divider};
  padding-block-end: ${vars.space[2]};
`;

const Summary = styled.summary`
  ${textStyle('subtitle2')}
  display: flex;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[2]};
  cursor: pointer;
`;

const Count = styled.span`
  color: ${vars.color.primary.text};
`;

const Values = styled.ul`
  display: grid;
  gap: ${vars.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
