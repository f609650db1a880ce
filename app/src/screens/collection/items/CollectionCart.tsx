import { CartPanel, Switch } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { cartStore } from '../../../stores/cart/cartStore';
import { configStore } from '../../../stores/config/configStore';
import { useBuyListings } from '../../../purchase/useBuyListings';
import { useContentUrl } from '../../../content/contentUrl';
import { toPanelItem } from './cartItems';
import type { CollectionItem } from './useCollectionItems';
import { knownUsdRate } from '../knownUsdRate';
import { useCartCheckout } from './useCartCheckout';
import { purchaseFeeRate } from '../../../purchase/purchaseFeeRate';

export interface CollectionCartProps {
  /** The grid's items by inscription id, to name the boxed ones. */
  readonly known: ReadonlyMap<string, CollectionItem>;
}

/**
 * The box of this collection: check, remove, sweep the cheapest purchasable items, and buy the checked ones in one
 * transaction. What it costs, and which listings it buys, come from the market's live quote, so a cart restored
 * after a reload buys what is still for sale, at the prices shown.
 */
export function CollectionCart({ known }: CollectionCartProps) {
  const { t } = useTranslation('collection');
  const contentUrl = useContentUrl();
  const cart = useSnapshot(cartStore.state);
  const { usdRate, netRate } = useSnapshot(configStore.state);
  const { buy: buyListings, isBuying } = useBuyListings();
  const feeRate = purchaseFeeRate(netRate);
  const checkout = useCartCheckout(feeRate);

  const buy = async () => {
    // useBuyListings opens the connect dialog first when no wallet is signed in.
    const { orderIds } = checkout;
    if (orderIds.length === 0) return;
    const bought = [...cart.checkedItems];
    if ((await buyListings({ market: 'nft', orderIds, feeRate })) !== 'bought') return;
    for (const id of bought) cartStore.removeFromBox(id);
  };

  return (
    <Panel aria-label={t('cart.label')}>
      <Switch
        isSelected={!cart.skipPending}
        onChange={() => {
          cartStore.toggleSkipPending();
        }}
      >
        {t('cart.includePending')}
      </Switch>
      <CartPanel
        items={cart.boxList.map((item) =>
          toPanelItem(
            item,
            known,
            contentUrl(item.inscription_id),
            cartStore.isPurchasable(item) && !checkout.unavailable.has(item.inscription_id),
          ),
        )}
        checkedIds={cart.checkedItems}
        sweepCount={cart.total}
        maxSweep={cart.maxSweep}
        totals={checkout.totals}
        {...knownUsdRate(usdRate)}
        isBuying={isBuying}
        {...(checkout.notice === undefined ? {} : { notice: checkout.notice })}
        isBuyBlocked={checkout.isBuyBlocked || checkout.orderIds.length === 0}
        onToggle={(id, isChecked) => {
          const others = cart.checkedItems.filter((checkedId) => checkedId !== id);
          cartStore.updatedBox(cart.boxList, isChecked ? [...others, id] : others);
        }}
        onToggleAll={(isChecked) => {
          cartStore.updatedBox(cart.boxList, isChecked ? cart.boxList.map((item) => item.inscription_id) : []);
        }}
        onRemove={(id) => {
          cartStore.removeFromBox(id);
        }}
        onSweep={(count) => {
          cartStore.sweep(count);
        }}
        onBuy={() => void buy()}
      />
    </Panel>
  );
}

const Panel = styled.aside`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;
`;
