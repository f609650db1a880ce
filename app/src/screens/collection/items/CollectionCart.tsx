import { CartCheckout, CartPanel, cartSelection, Switch } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { cartStore } from '../../../stores/cart/cartStore';
import { configStore } from '../../../stores/config/configStore';
import { useBuyListings } from '../../../purchase/useBuyListings';
import { usePreviewUrl } from '../../../content/previewUrl';
import { toPanelItem } from './cartItems';
import type { CollectionItem } from './useCollectionItems';
import { knownUsdRate } from '../../../stores/config/knownUsdRate';
import { useCartCheckout, type CartQuote } from './useCartCheckout';
import { purchaseFeeRate } from '../../../purchase/purchaseFeeRate';

// Only small screens fold the cart into a bar and a sheet: wider ones never load them.
const CartSheet = lazy(() => import('./CartSheet').then((module) => ({ default: module.CartSheet })));

export interface CollectionCartProps {
  /** The grid's items by inscription id, to name the boxed ones. */
  readonly known: ReadonlyMap<string, CollectionItem>;
  /**
   * A screen too narrow for a column beside the grid: the cart folds into a bar docked at the bottom of the screen
   * (what is chosen and its total), which opens the whole cart in a sheet.
   */
  readonly isFolded: boolean;
}

/**
 * The box of this collection: check, remove, sweep the cheapest purchasable items, and buy the checked ones in one
 * transaction. What it costs, and which listings it buys, come from the market's live quote, so a cart restored
 * after a reload buys what is still for sale, at the prices shown.
 */
export function CollectionCart({ known, isFolded }: CollectionCartProps) {
  const { t } = useTranslation('collection');
  const { t: tTrade } = useTranslation('trade');
  const previewUrl = usePreviewUrl();
  const cart = useSnapshot(cartStore.state);
  const { usdRate, netRate } = useSnapshot(configStore.state);
  const { buy: buyListings, isBuying, step } = useBuyListings();
  const feeRate = purchaseFeeRate(netRate);
  const live = useCartCheckout(feeRate);
  // While a purchase runs the market holds its listings for it, and the live quote calls them unavailable: the cart
  // keeps what is being bought, at the costs shown when Buy was pressed, and says which step the purchase is at.
  const [underWay, setUnderWay] = useState<CartQuote | null>(null);
  const checkout = underWay ?? live;
  const notice = step === null ? checkout.notice : { tone: 'info' as const, text: tTrade(`buying.steps.${step}`) };
  const [isSheetOpen, setSheetOpen] = useState(false);
  const items = cart.boxList.map((item) =>
    toPanelItem(
      item,
      known,
      previewUrl(item.inscription_id),
      cartStore.isPurchasable(item) && !checkout.unavailable.has(item.inscription_id),
    ),
  );

  const buy = async () => {
    // useBuyListings opens the connect dialog first when no wallet is signed in.
    const { orderIds } = checkout;
    // Buy is blocked until the rates are known; a press that still gets here has nothing to buy at.
    if (orderIds.length === 0 || feeRate === null) return;
    const chosen = [...cart.checkedItems];
    setUnderWay(live);
    try {
      if ((await buyListings({ market: 'nft', orderIds, feeRate })) !== 'bought') return;
    } finally {
      setUnderWay(null);
    }
    for (const id of chosen) cartStore.removeFromBox(id);
    // What the purchase shows next (its progress, the payment) is on the page the sheet covers.
    setSheetOpen(false);
  };

  const checkoutProps = {
    totals: checkout.totals,
    ...knownUsdRate(usdRate),
    isBuying,
    ...(notice === undefined ? {} : { notice }),
    isBuyBlocked: checkout.isBuyBlocked || checkout.orderIds.length === 0,
    onBuy: () => void buy(),
  };
  const itemsProps = {
    items,
    checkedIds: cart.checkedItems,
    sweepCount: cart.total,
    maxSweep: cart.maxSweep,
    onToggle: (id: string, isChecked: boolean) => {
      const others = cart.checkedItems.filter((checkedId) => checkedId !== id);
      cartStore.updatedBox(cart.boxList, isChecked ? [...others, id] : others);
    },
    onToggleAll: (isChecked: boolean) => {
      cartStore.updatedBox(cart.boxList, isChecked ? cart.boxList.map((item) => item.inscription_id) : []);
    },
    onRemove: (id: string) => {
      cartStore.removeFromBox(id);
    },
    onSweep: (count: number) => {
      cartStore.sweep(count);
    },
  };
  const includePending = (
    <Switch
      isSelected={!cart.skipPending}
      onChange={() => {
        cartStore.toggleSkipPending();
      }}
    >
      {t('cart.includePending')}
    </Switch>
  );

  if (!isFolded) {
    return (
      <Panel aria-label={t('cart.label')}>
        {includePending}
        <CartPanel {...itemsProps} {...checkoutProps} />
      </Panel>
    );
  }
  const { checkedCount } = cartSelection(items, cart.checkedItems);
  return (
    <Suspense fallback={null}>
      <CartSheet
        hasItems={items.length > 0}
        checkedCount={checkedCount}
        total={checkout.totals.total}
        isOpen={isSheetOpen}
        onOpenChange={setSheetOpen}
        checkout={items.length > 0 && <CartCheckout {...checkoutProps} checkedCount={checkedCount} />}
      >
        <Panel aria-label={t('cart.label')}>
          {includePending}
          <CartPanel frame="sheet" {...itemsProps} />
        </Panel>
      </CartSheet>
    </Suspense>
  );
}

const Panel = styled.aside`
  display: grid;
  gap: ${vars.space[3]};
  align-content: start;
`;
