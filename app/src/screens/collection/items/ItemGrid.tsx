import { Grid, InfiniteScrollSentinel, InscriptionCard } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { cartStore } from '../../../stores/cart/cartStore';
import { isPurchasableInMarket } from '../../../stores/cart/purchasable';
import { configStore } from '../../../stores/config/configStore';
import { useContentUrl } from '../../../content/contentUrl';
import { toCartItem } from './cartItems';
import type { CollectionItems } from './useCollectionItems';
import { knownUsdRate } from '../knownUsdRate';

const placeholderCount = 12;

export interface ItemGridProps {
  readonly list: CollectionItems;
}

/** The collection's inscriptions, each opening its detail page and going in or out of the cart. */
export function ItemGrid({ list }: ItemGridProps) {
  const { t } = useTranslation('collection');
  const navigate = useNavigate();
  const contentUrl = useContentUrl();
  const { usdRate } = useSnapshot(configStore.state);
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
              inscriptionNumber={item.inscription_number}
              name={item.name}
              content={{ type: item.content_type, src: contentUrl(item.inscription_id) }}
              status={item.status}
              {...(item.sale_price === null ? {} : { price: item.sale_price })}
              {...knownUsdRate(usdRate)}
              isOwner={item.is_owner}
              // Reading B with the cart's skipPending: items being bought by someone else stay out by default.
              isPurchasable={isPurchasableInMarket(cartItem, cart.skipPending)}
              isInCart={cart.checkedItems.includes(item.inscription_id)}
              onCartChange={(isInCart) => {
                if (isInCart) cartStore.addToBox(cartItem);
                else cartStore.removeFromBox(item.inscription_id);
              }}
              onPress={() => void navigate(`/assets/${item.inscription_id}`)}
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
