import { Grid, InfiniteScrollSentinel, InscriptionCard } from '@ordmarket/ui';
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

/** The collection's inscriptions, each opening its detail page and going in or out of the cart. */
export function ItemGrid({ list }: ItemGridProps) {
  const { t } = useTranslation('collection');
  const itemCard = useItemCard();
  const cart = useSnapshot(cartStore.state);
  if (list.isLoading) {
    return (
      <Grid aria-busy>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <InscriptionCard key={index} isLoading inscriptionNumber={0} content={{ type: '' }} status="loading" />
        ))}
      </Grid>
    );
  }
  return (
    <>
      <Grid>
        {list.items.map((item) => {
          const cartItem = toCartItem(item);
          return (
            <InscriptionCard
              key={item.inscription_id}
              {...itemCard(item)}
              // Reading B with the cart's skipPending: items being bought by someone else stay out by default.
              isPurchasable={isPurchasableInMarket(cartItem, cart.skipPending)}
              isInCart={cart.checkedItems.includes(item.inscription_id)}
              onCartChange={(isInCart) => {
                if (isInCart) cartStore.addToBox(cartItem);
                else cartStore.removeFromBox(item.inscription_id);
              }}
            />
          );
        })}
      </Grid>
      <InfiniteScrollSentinel
        hasMore={list.hasMore}
        isLoading={list.isLoadingMore}
        onReachEnd={list.loadMore}
        rootMargin="400px"
        endText={t('items.end', { count: list.items.length })}
      />
    </>
  );
}
