import { Select, Switch, TextField } from '@ordmarket/ui';
import { mediaUp, vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isPriceInvalid, itemSorts, type ItemQuery, type ItemSort } from './itemQuery';

export interface ItemToolbarProps {
  readonly query: ItemQuery;
  readonly onChange: (query: ItemQuery) => void;
  /** A price being typed: each keystroke is a change, though not one the trader would go Back through. */
  readonly onType: (query: ItemQuery) => void;
}

/** Listed only, the price range in BTC, and the order of the grid. */
export function ItemToolbar({ query, onChange, onType }: ItemToolbarProps) {
  const { t } = useTranslation('collection');
  const sortLabels: Record<ItemSort, string> = {
    default: t('sort.default'),
    price_asc: t('sort.priceAsc'),
    price_desc: t('sort.priceDesc'),
    newest: t('sort.newest'),
  };
  const priceError = t('filters.priceError');
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
        value={query.minBtc}
        inputMode="decimal"
        endAdornment="BTC"
        onChange={(minBtc) => {
          onType({ ...query, minBtc });
        }}
        {...(isPriceInvalid(query.minBtc) ? { errorMessage: priceError } : {})}
      />
      <TextField
        label={t('filters.maxPrice')}
        value={query.maxBtc}
        inputMode="decimal"
        endAdornment="BTC"
        onChange={(maxBtc) => {
          onType({ ...query, maxBtc });
        }}
        {...(isPriceInvalid(query.maxBtc) ? { errorMessage: priceError } : {})}
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
