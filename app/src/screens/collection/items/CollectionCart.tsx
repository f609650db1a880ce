import { CartPanel, Switch } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { cartStore } from '../../../stores/cart/cartStore';
import { configStore } from '../../../stores/config/configStore';
import { useBuyListings } from '../../../trading/useBuyListings';
import { useContentUrl } from '../../../content/contentUrl';
import { cartTotals } from './cartTotals';
import { checkedOrderIds, toPanelItem } from './cartItems';
import type { CollectionItem } from './useCollectionItems';
import { knownUsdRate } from '../knownUsdRate';

export interface CollectionCartProps {
  /** The grid's items by inscription id, to name the boxed ones and find their listings. */
  readonly known: ReadonlyMap<string, CollectionItem>;
  readonly royaltyFeeRate: number;
}

/** The box of this collection: check, remove, sweep the cheapest purchasable items, and buy the checked ones. */
export function CollectionCart({ known, royaltyFeeRate }: CollectionCartProps) {
  const { t } = useTranslation('collection');
  const contentUrl = useContentUrl();
  const cart = useSnapshot(cartStore.state);
  const { usdRate, netRate } = useSnapshot(configStore.state);
  const { buy: buyListings, isBuying } = useBuyListings();

  const checked = cart.boxList.filter((item) => cart.checkedItems.includes(item.inscription_id));
  const buy = async () => {
    // useBuyListings opens the connect dialog first when no wallet is signed in.
    const orderIds = checkedOrderIds(cart.checkedItems, known);
    if (orderIds.length === 0) return;
    if ((await buyListings({ orderIds, feeRate: netRate.halfHourFee })) === 'bought') cartStore.clearBox();
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
          toPanelItem(item, known, contentUrl(item.inscription_id), cartStore.isPurchasable(item)),
        )}
        checkedIds={cart.checkedItems}
        sweepCount={cart.total}
        maxSweep={cart.maxSweep}
        totals={cartTotals(checked, royaltyFeeRate, cart.serviceFeeRate, netRate.halfHourFee)}
        {...knownUsdRate(usdRate)}
        isBuying={isBuying}
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
