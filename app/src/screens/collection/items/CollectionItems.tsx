import { EmptyState, textStyle } from '@ordmarket/ui';
import { mediaUp, vars } from '@ordmarket/tokens';
import { lazy, Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useApi } from '../../../api/useApi';
import { useIsSmallScreen } from '../../../common/smallScreen';
import { cartStore } from '../../../stores/cart/cartStore';
import { AttributeFilters } from './AttributeFilters';
import { toCartItem } from './cartItems';
import { CollectionCart } from './CollectionCart';
import { initialItemQuery, isFiltered, toggleTrait, type Trait } from './itemQuery';
import { ItemGrid } from './ItemGrid';
import { ItemToolbar } from './ItemToolbar';
import { useCollectionItems } from './useCollectionItems';
import { useItemQuery } from './useItemQuery';

// Only small screens put the trait filters in a sheet: wider ones never load it.
const FiltersSheet = lazy(() => import('./FiltersSheet').then((module) => ({ default: module.FiltersSheet })));
// A first visit has chosen no filter yet, so the removable chips (and their buttons) load with the first one.
const SelectedFilters = lazy(() => import('./SelectedFilters').then((module) => ({ default: module.SelectedFilters })));

export interface CollectionItemsProps {
  readonly collectionId: string;
  readonly collectionName: string;
}

/**
 * The Items tab: trait filters beside the grid, the choices above it, and the cart. On a small screen the grid
 * keeps the width: the filters open in a sheet from a button above it, and the cart is a bar docked at the bottom.
 */
export function CollectionItems({ collectionId, collectionName }: CollectionItemsProps) {
  const { t } = useTranslation('collection');
  const [query, setQuery] = useItemQuery();
  const attributes = useApi(
    '/btc/ordinals/get_collection_attributes',
    { collection_id: collectionId },
    { emptyDefault: { items: [] } },
  );
  const list = useCollectionItems(collectionId, query);
  const isSmallScreen = useIsSmallScreen();
  const known = useMemo(() => new Map(list.items.map((item) => [item.inscription_id, item])), [list.items]);

  // The box is kept per collection (spec §3 localName), so each collection page restores its own. The cart learns
  // the key and the items before the page is painted: an 'Add to cart' pressed as soon as a card shows must find its
  // item purchasable and under the cap, not a store still holding the list from while it loaded (0 purchasable).
  useLayoutEffect(() => {
    cartStore.setLocalName(collectionId);
  }, [collectionId]);
  useEffect(() => {
    cartStore.setCollectionName(collectionName);
  }, [collectionName]);
  useLayoutEffect(() => {
    cartStore.setProductList(list.items.map(toCartItem));
  }, [list.items]);

  const isEmpty = !list.isLoading && list.items.length === 0;
  const filters = {
    groups: attributes.data.items,
    chosen: query.traits,
    isLoading: attributes.isLoading,
    onToggle: (trait: Trait) => {
      setQuery({ ...query, traits: toggleTrait(query.traits, trait) });
    },
  };
  return (
    <Layout>
      {!isSmallScreen && (
        <Filters>
          <AttributeFilters {...filters} />
        </Filters>
      )}
      <Main>
        {isSmallScreen && (
          <Suspense fallback={null}>
            <FiltersSheet {...filters} matchCount={list.isLoading ? undefined : list.total} />
          </Suspense>
        )}
        <ItemToolbar
          query={query}
          onChange={setQuery}
          onType={(next) => {
            setQuery(next, { replace: true });
          }}
        />
        {isFiltered(query) && (
          <Suspense fallback={null}>
            <SelectedFilters query={query} onChange={setQuery} />
          </Suspense>
        )}
        <Summary aria-live="polite">
          {list.isLoading ? t('items.loading') : t('items.summary', { count: list.total, pending: list.pendingCount })}
        </Summary>
        {isEmpty ? (
          <EmptyState
            headingLevel={3}
            title={isFiltered(query) ? t('items.noMatchTitle') : t('items.emptyTitle')}
            description={isFiltered(query) ? t('items.noMatchDescription') : t('items.emptyDescription')}
            {...(isFiltered(query)
              ? {
                  action: {
                    label: t('filters.clearAll'),
                    onPress: () => {
                      setQuery({ ...initialItemQuery, sort: query.sort });
                    },
                  },
                }
              : {})}
          />
        ) : (
          <ItemGrid list={list} />
        )}
        {isSmallScreen && <CollectionCart known={known} isFolded />}
      </Main>
      {!isSmallScreen && (
        <CartColumn>
          <CollectionCart known={known} isFolded={false} />
        </CartColumn>
      )}
    </Layout>
  );
}

// Each part names its area at every width: an area missing from the template would put all three in one cell.
const Layout = styled.div`
  display: grid;
  gap: ${vars.space[4]};
  grid-template-columns: minmax(0, 1fr);
  grid-template-areas: 'main';
  ${mediaUp('md')} {
    grid-template-columns: 260px minmax(0, 1fr);
    grid-template-areas: 'cart main' 'filters main';
    align-items: start;
  }
  ${mediaUp('lg2')} {
    grid-template-columns: 240px minmax(0, 1fr) 320px;
    grid-template-areas: 'filters main cart';
  }
`;

const Filters = styled.div`
  grid-area: filters;
  min-inline-size: 0;
`;

// A column of blocks rather than a grid: the docked cart's sticky range is then the whole column, not one row.
const Main = styled.div`
  grid-area: main;
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  min-inline-size: 0;
`;

// Beside the grid on the widest screens it follows the scroll, so the box stays in view while choosing.
const CartColumn = styled.div`
  grid-area: cart;
  min-inline-size: 0;
  ${mediaUp('lg2')} {
    position: sticky;
    inset-block-start: calc(${vars.layout.headerHeight} + ${vars.space[4]});
  }
`;

const Summary = styled.p`
  ${textStyle('body2')}
  margin: 0;
  color: ${vars.color.text.secondary};
`;
