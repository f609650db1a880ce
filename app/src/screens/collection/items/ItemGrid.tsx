import { layout } from '@ordmarket/tokens';
import { Grid, InfiniteScrollSentinel, InscriptionCard, WindowedGrid } from '@ordmarket/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { cartStore } from '../../../stores/cart/cartStore';
import { isPurchasableInMarket } from '../../../stores/cart/purchasable';
import { toCartItem } from './cartItems';
import type { CollectionItems } from './useCollectionItems';
import { useItemCard } from './useItemCard';

const placeholderCount = 12;

export interface ItemGridProps {
  readonly list: CollectionItems;
}

/**
 * The cart's answer to a card's toggle. The grid's items are the cart's product list (CollectionItems
 * hands every page over), so one callback serves every card and none is made per card.
 */
function changeCart(inscriptionId: string, isInCart: boolean): void {
  if (!isInCart) {
    cartStore.removeFromBox(inscriptionId);
    return;
  }
  const product = cartStore.state.productList.find((item) => item.inscription_id === inscriptionId);
  if (product) cartStore.addToBox(product);
}

/**
 * The collection's inscriptions, each opening its detail page and going in or out of the cart. Only the
 * rows on screen are drawn, so scrolling through thousands stays as light as the first page.
 */
export function ItemGrid({ list }: ItemGridProps) {
  const { t } = useTranslation('collection');
  const itemCard = useItemCard();
  const cart = useSnapshot(cartStore.state);
  const { items } = list;
  const itemKey = useCallback((index: number) => items[index]?.inscription_id ?? String(index), [items]);

  if (list.isLoading) {
    return (
      <Grid aria-busy>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <InscriptionCard
            key={index}
            isLoading
            inscriptionId=""
            inscriptionNumber={0}
            content={{ type: '' }}
            status="loading"
          />
        ))}
      </Grid>
    );
  }
  return (
    <>
      <WindowedGrid
        coveredTop={layout.headerHeight}
        label={t('tabs.items')}
        count={items.length}
        total={list.total}
        itemKey={itemKey}
        renderItem={(index, { listItem, isFlung }) => {
          const item = items[index];
          if (item === undefined) return null;
          return (
            <InscriptionCard
              {...itemCard(item)}
              isLargestPaint={index === 0}
              listItem={listItem}
              isContentDeferred={isFlung}
              // Reading B with the cart's skipPending: items being bought by someone else stay out by default.
              isPurchasable={isPurchasableInMarket(toCartItem(item), cart.skipPending)}
              isInCart={cart.checkedItems.includes(item.inscription_id)}
              onCartChange={changeCart}
            />
          );
        }}
      />
      <InfiniteScrollSentinel
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        onReachEnd={list.loadMore}
        rootMargin="400px"
        endText={t('items.end', { count: items.length })}
      />
    </>
  );
}
