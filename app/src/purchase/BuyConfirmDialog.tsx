import { Button, CartTotals, Dialog } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import type { ApiData } from '../api/apiCalls';
import { useApi } from '../api/useApi';
import { useSignedIn } from '../wallet/connect/useSignedIn';
import { configStore, walletStore } from '../stores';
import type { PurchaseStep, TradeMarket } from './buyListings';
import { quotePayerFields } from './payer';
import { dummyStepNotice } from './dummyStepNotice';
import { usePendingDummyTx } from './usePendingDummyTx';
import { quotedTotals } from './quotedTotals';
import { purchaseFeeRate } from './purchaseFeeRate';

type Quote = ApiData<'/btc/ordinals/get_purchase_quote'>;
const noQuote: Quote = { items: [], costs: null, exact: false, dummy_step: null, shortfall: null };

export interface BuyConfirmDialogProps {
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly market: TradeMarket;
  readonly orderId: string;
  readonly inscriptionId: string;
  /** What is bought, for the title ('Punk #8', '250 ordi'). */
  readonly name: string;
  /** The listed price in sats: the items' line while the market's quote is on its way. */
  readonly priceSats: number;
  /** Where the purchase under way is, said in place of the notices; null when none is. */
  readonly step: PurchaseStep | null;
  /** Buys it at the quoted fee rate (the wallet signs); the dialog closes when this settles. */
  readonly onConfirm: (feeRate: number) => Promise<void>;
}

/**
 * Before a single purchase the trader sees what it costs: the price, the service fee and royalty when charged, and
 * the network fee, from the market's quote of the very transaction their wallet would sign.
 */
export function BuyConfirmDialog({
  onOpenChange,
  market,
  orderId,
  inscriptionId,
  name,
  priceSats,
  step,
  onConfirm,
}: BuyConfirmDialogProps) {
  const { t } = useTranslation('trade');
  const { usdRate, netRate } = useSnapshot(configStore.state);
  const wallet = useSnapshot(walletStore.state);
  const isSignedIn = useSignedIn();
  const pending = usePendingDummyTx();
  const [isBuying, setBuying] = useState(false);
  const payer = quotePayerFields(isSignedIn, wallet);
  const fee_rate = purchaseFeeRate(netRate);
  const nft = useApi(
    '/btc/ordinals/get_purchase_quote',
    market === 'nft' && fee_rate !== null ? { inscription_ids: [inscriptionId], fee_rate, ...payer } : null,
    { emptyDefault: noQuote },
  );
  const brc20 = useApi(
    '/btc/brc_20/get_purchase_quote',
    market === 'brc20' && fee_rate !== null ? { order_ids: [orderId], fee_rate, ...payer } : null,
    { emptyDefault: noQuote },
  );
  const quote = market === 'nft' ? nft : brc20;
  // No rates yet means no quote was asked for: its empty answer is not a price.
  const isQuoted = fee_rate !== null && !quote.isLoading;
  const costs = isQuoted ? quote.data.costs : null;
  const totals = quotedTotals(costs, priceSats);
  const shortfall = isQuoted ? quote.data.shortfall : null;
  // Once Buy is pressed the market holds the listing for this very purchase: the quote calling it unavailable then
  // is not news for the trader.
  const unavailable = !isBuying && isQuoted && quote.data.items.every((item) => !item.available);
  const notice =
    step !== null
      ? t(`buying.steps.${step}`)
      : pending !== null
        ? t('buying.dummiesPendingHint', { txid: pending })
        : fee_rate === null
          ? t('buying.readingFeeRates')
          : unavailable
            ? t('buying.unavailable')
            : (shortfall ?? (isQuoted ? dummyStepNotice(t, quote.data.dummy_step) : null));
  const confirm = async () => {
    if (fee_rate === null) return;
    setBuying(true);
    try {
      await onConfirm(fee_rate);
      onOpenChange(false);
    } finally {
      setBuying(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={onOpenChange}
      title={t('buying.confirmTitle', { name })}
      actions={
        <>
          <Button variant="text" color="neutral" onPress={() => onOpenChange(false)}>
            {t('buying.keep')}
          </Button>
          <Button
            isLoading={isBuying}
            isDisabled={costs === null || pending !== null || shortfall !== null || unavailable}
            onPress={() => void confirm()}
          >
            {t('buying.confirm')}
          </Button>
        </>
      }
    >
      <CartTotals totals={totals} usdPerBtc={usdRate > 0 ? usdRate : undefined} />
      {notice !== null && <Notice role="status">{notice}</Notice>}
    </Dialog>
  );
}

const Notice = styled.p`
  margin: ${vars.space[3]} 0 0;
  color: ${vars.color.text.secondary};
`;
