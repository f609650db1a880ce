import type { CartNotice, CartTotalsValue } from '@ordmarket/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { proxy, ref, useSnapshot } from 'valtio';
import type { ApiData } from '../../../api/apiCalls';
import { useApi } from '../../../api/useApi';
import { useSignedIn } from '../../../wallet/connect/useSignedIn';
import { cartStore } from '../../../stores/cart/cartStore';
import { walletStore } from '../../../stores';
import { quotePayerFields } from '../../../purchase/payer';
import { dummyStepNotice } from '../../../purchase/dummyStepNotice';
import { quotedTotals } from '../../../purchase/quotedTotals';
import { usePendingDummyTx } from '../../../purchase/usePendingDummyTx';
import { changesOf, type CartChanges } from './cartRevalidation';

const quotePath = '/btc/ordinals/get_purchase_quote';
type Quote = ApiData<typeof quotePath>;
const noQuote: Quote = { items: [], costs: null, exact: false, dummy_step: null, shortfall: null };

/** What the last revalidation changed in the cart, kept for the notice until the next change. */
const cartReport = proxy<{ changes: CartChanges | null }>({ changes: null });

export interface CartQuote {
  readonly totals: CartTotalsValue;
  readonly notice: CartNotice | undefined;
  readonly isBuyBlocked: boolean;
  /** The live orders that buying the checked items buys (from the market, not from the grid). */
  readonly orderIds: string[];
  /** The items the market says cannot be bought now (held by another buyer's purchase). */
  readonly unavailable: ReadonlySet<string>;
}

/**
 * What buying the cart's checked items costs and whether it can go ahead, from the market's own quote: every boxed
 * item is checked against the live order book (a restored cart drops what is gone, and says so), and the totals are
 * the prices, fees and network fee of the very transaction the purchase will be, for the signed-in wallet.
 */
export function useCartCheckout(feeRate: number | null): CartQuote {
  const { t } = useTranslation('collection');
  const { t: tTrade } = useTranslation('trade');
  const cart = useSnapshot(cartStore.state);
  const wallet = useSnapshot(walletStore.state);
  const isSignedIn = useSignedIn();
  const pending = usePendingDummyTx();
  const { changes } = useSnapshot(cartReport);
  const fee_rate = feeRate === null ? null : Math.max(1, Math.ceil(feeRate));
  const boxIds = cart.boxList.map((item) => item.inscription_id);

  const payer = quotePayerFields(isSignedIn, wallet);
  const live = useApi(
    quotePath,
    boxIds.length > 0 && fee_rate !== null ? { inscription_ids: boxIds, fee_rate, ...payer } : null,
    { emptyDefault: noQuote },
  );
  // Drop what is no longer listed, and take the live prices, once per answer of the market.
  useEffect(() => {
    if (live.isLoading || live.data.items.length === 0) return;
    const found = changesOf(cartStore.state.boxList, live.data.items);
    if (found.gone.length === 0 && found.repriced.length === 0) return;
    for (const id of found.gone) cartStore.removeFromBox(id);
    if (found.repriced.length > 0) {
      const prices = new Map(found.repriced.map((item) => [item.inscriptionId, item.price]));
      cartStore.updatedBox(
        cartStore.state.boxList.map((item) => ({
          ...item,
          sale_price: prices.get(item.inscription_id) ?? item.sale_price,
        })),
        cartStore.state.checkedItems,
      );
    }
    cartReport.changes = ref(found);
  }, [live.data, live.isLoading]);

  const byId = new Map(live.data.items.map((item) => [item.inscription_id, item]));
  const checked = cart.checkedItems.filter((id) => byId.get(id)?.available === true);
  const priced = useApi(
    quotePath,
    checked.length > 0 && fee_rate !== null ? { inscription_ids: checked, fee_rate, ...payer } : null,
    { emptyDefault: noQuote },
  );
  const costs = priced.isLoading ? null : priced.data.costs;
  const subtotal = checked.reduce((sum, id) => sum + (byId.get(id)?.price ?? 0), 0);
  const totals = quotedTotals(costs, subtotal);

  const shortfall = priced.isLoading ? null : priced.data.shortfall;
  const dummyStep = priced.isLoading ? null : dummyStepNotice(tTrade, priced.data.dummy_step);
  let notice: CartNotice | undefined;
  if (fee_rate === null && cart.checkedItems.length > 0)
    notice = { tone: 'info', text: tTrade('buying.readingFeeRates') };
  else if (pending !== null) notice = { tone: 'warning', text: tTrade('buying.dummiesPendingHint', { txid: pending }) };
  else if (shortfall !== null) notice = { tone: 'warning', text: shortfall };
  // Before what changed in the cart: the dummy step is what the next click does, and what it costs.
  else if (dummyStep !== null) notice = { tone: 'info', text: dummyStep };
  else if (changes && changes.gone.length > 0)
    notice = { tone: 'info', text: t('cart.gone', { count: changes.gone.length }) };
  else if (changes && changes.repriced.length > 0)
    notice = { tone: 'info', text: t('cart.repriced', { count: changes.repriced.length }) };

  return {
    totals,
    notice,
    isBuyBlocked: fee_rate === null || pending !== null || shortfall !== null,
    orderIds: checked.flatMap((id) => {
      const orderId = byId.get(id)?.order_id;
      return orderId === null || orderId === undefined ? [] : [orderId];
    }),
    unavailable: new Set(live.data.items.filter((item) => !item.available).map((item) => item.inscription_id)),
  };
}
