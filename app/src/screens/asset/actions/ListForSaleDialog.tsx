import { Amount, Button, Dialog, formatBtc, TextField, useAmountProblemText } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { btcText, minimumPriceSats } from '@ordmarket/protocol';
import { configStore } from '../../../stores';
import { listingPrice } from './listingPrice';

export interface ListForSaleDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The inscription's name, for the title. */
  readonly name: string;
  /** The live listing's price, offered as the starting value when relisting. */
  readonly currentPriceSats: number | null;
  /** Lists at the price; answers whether it was listed (the dialog then closes). */
  readonly onList: (priceSats: bigint) => Promise<boolean>;
}

/**
 * Asks the seller for a price in BTC, then lists: the wallet signs the listing. A listed inscription's dialog changes
 * its price instead, and says what it is listed at now.
 */
export function ListForSaleDialog({ isOpen, onOpenChange, name, currentPriceSats, onList }: ListForSaleDialogProps) {
  const { t } = useTranslation('trade');
  const { usdRate } = useSnapshot(configStore.state);
  const [typed, setTyped] = useState(currentPriceSats === null ? '' : btcText(BigInt(currentPriceSats)));
  const [isListing, setListing] = useState(false);
  const price = listingPrice(typed);
  const isRepricing = currentPriceSats !== null;
  const problemText = useAmountProblemText();
  const shownError = price.ok ? undefined : problemText(price.reading, { kind: 'btc' });

  const submit = async () => {
    if (!price.ok) return;
    setListing(true);
    try {
      if (await onList(price.sats)) onOpenChange(false);
    } finally {
      setListing(false);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t(isRepricing ? 'asset.reprice.title' : 'asset.list.title', { name })}
      actions={
        <>
          <Button variant="text" color="neutral" onPress={() => onOpenChange(false)}>
            {t('asset.list.cancel')}
          </Button>
          <Button isDisabled={!price.ok} isLoading={isListing} onPress={() => void submit()}>
            {t(isRepricing ? 'asset.reprice.confirm' : 'asset.list.confirm')}
          </Button>
        </>
      }
    >
      {isRepricing && (
        <p>
          {t('asset.reprice.current')} <Amount sats={currentPriceSats} usdPerBtc={usdRate > 0 ? usdRate : undefined} />
        </p>
      )}
      <TextField
        label={t('asset.list.price')}
        value={typed}
        onChange={setTyped}
        inputMode="decimal"
        autoFocus
        endAdornment="BTC"
        errorMessage={shownError}
        description={
          price.ok && price.raised
            ? t('asset.list.raised', { minimum: formatBtc(minimumPriceSats) })
            : t('asset.list.minimum', { minimum: formatBtc(minimumPriceSats) })
        }
        fullWidth
      />
      {price.ok && (
        <p>
          {t('asset.list.youList')} <Amount sats={price.sats} usdPerBtc={usdRate > 0 ? usdRate : undefined} />
        </p>
      )}
    </Dialog>
  );
}
