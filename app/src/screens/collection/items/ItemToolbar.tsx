import { Select, Switch, TextField, useAmountProblemText } from '@ordmarket/ui';
import { mediaUp, vars } from '@ordmarket/tokens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { itemSorts, priceRangeProblem, type ItemQuery, type ItemSort } from './itemQuery';

export interface ItemToolbarProps {
  readonly query: ItemQuery;
  readonly onChange: (query: ItemQuery) => void;
  /** A price being typed: each keystroke is a change, though not one the trader would go Back through. */
  readonly onType: (query: ItemQuery) => void;
}

interface PriceRange {
  readonly minBtc: string;
  readonly maxBtc: string;
}

/**
 * The price fields' text. A range the grid can apply goes to the address as it is typed; one it cannot (not an
 * amount, or a maximum below the minimum) stays in the fields with the reason, and the grid keeps the last good range.
 * A range changed from elsewhere (Clear all, Back) replaces what the fields hold.
 */
function usePriceRange(query: ItemQuery, onType: (query: ItemQuery) => void) {
  const applied: PriceRange = { minBtc: query.minBtc, maxBtc: query.maxBtc };
  const [typed, setTyped] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen.minBtc !== applied.minBtc || seen.maxBtc !== applied.maxBtc) {
    setSeen(applied);
    setTyped(applied);
  }
  const type = (next: PriceRange) => {
    setTyped(next);
    if (priceRangeProblem(next.minBtc, next.maxBtc) !== undefined) return;
    setSeen(next);
    onType({ ...query, ...next });
  };
  return { typed, problem: priceRangeProblem(typed.minBtc, typed.maxBtc), type };
}

/** Listed only, the price range in BTC, and the order of the grid. */
export function ItemToolbar({ query, onChange, onType }: ItemToolbarProps) {
  const { t } = useTranslation('collection');
  const price = usePriceRange(query, onType);
  const sortLabels: Record<ItemSort, string> = {
    default: t('sort.default'),
    price_asc: t('sort.priceAsc'),
    price_desc: t('sort.priceDesc'),
    newest: t('sort.newest'),
  };
  const problemText = useAmountProblemText();
  const { problem } = price;
  const boundError = (bound: 'min' | 'max') =>
    problem?.kind === 'notAnAmount' && problem.bound === bound
      ? problemText(problem.reading, { kind: 'btc' })
      : bound === 'max' && problem?.kind === 'inverted'
        ? t('filters.rangeError')
        : undefined;
  const minError = boundError('min');
  const maxError = boundError('max');
  return (
    <Toolbar>
      <Switch
        isSelected={query.status === 'listed'}
        onChange={(isListed) => {
          onChange({ ...query, status: isListed ? 'listed' : 'all' });
        }}
      >
        {t('filters.listedOnly')}
      </Switch>
      <TextField
        label={t('filters.minPrice')}
        value={price.typed.minBtc}
        inputMode="decimal"
        endAdornment="BTC"
        onChange={(minBtc) => {
          price.type({ ...price.typed, minBtc });
        }}
        {...(minError === undefined ? {} : { errorMessage: minError })}
      />
      <TextField
        label={t('filters.maxPrice')}
        value={price.typed.maxBtc}
        inputMode="decimal"
        endAdornment="BTC"
        onChange={(maxBtc) => {
          price.type({ ...price.typed, maxBtc });
        }}
        {...(maxError === undefined ? {} : { errorMessage: maxError })}
      />
      <Select<ItemSort>
        label={t('sort.label')}
        options={itemSorts.map((id) => ({ id, label: sortLabels[id] }))}
        value={query.sort}
        onChange={(sort) => {
          onChange({ ...query, sort });
        }}
      />
    </Toolbar>
  );
}

const Toolbar = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]};
  align-items: end;
  > :first-child {
    grid-column: 1 / -1;
  }
  ${mediaUp('md')} {
    grid-template-columns: auto repeat(3, minmax(0, 200px));
    > :first-child {
      grid-column: auto;
      align-self: center;
    }
  }
`;
