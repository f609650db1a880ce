import type { CartItem as PanelItem } from '@ordmarket/ui';
import type { BoxItem, CartItem } from '../../../stores/cart/cartTypes';
import type { CollectionItem } from './useCollectionItems';

/** An inscription of the grid as the cart sees it (an unlisted one has no price: 0 sats, never bought). */
export function toCartItem(item: CollectionItem): CartItem {
  return {
    inscription_id: item.inscription_id,
    sale_price: item.sale_price ?? 0,
    status: item.status,
    is_owner: item.is_owner,
  };
}

/** A boxed item as the cart panel lists it, named from the grid when the grid holds it. */
export function toPanelItem(
  boxed: BoxItem,
  known: ReadonlyMap<string, CollectionItem>,
  thumbnail: string,
  isPurchasable: boolean,
): PanelItem {
  const item = known.get(boxed.inscription_id);
  return {
    id: boxed.inscription_id,
    name: item?.name ?? boxed.inscription_id,
    ...(item === undefined ? {} : { number: item.inscription_number }),
    thumbnail,
    priceSats: boxed.sale_price,
    isPurchasable,
  };
}
