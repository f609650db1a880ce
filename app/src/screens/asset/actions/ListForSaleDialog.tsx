import {
  Amount,
  Button,
  Dialog,
  formatBtc,
  ProtectedBadge,
  Switch,
  TextField,
  textStyle,
  useAmountProblemText,
} from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import styled from 'styled-components';
import { vars } from '@ordmarket/tokens';
import { btcText, minimumPriceSats } from '@ordmarket/protocol';
import { configStore } from '../../../stores';
import { listingPrice } from './listingPrice';
import type { ProtectionBlock } from '../../../wallet/protectionSupport';

/**
 * Whether the listing can be protected (snipe-proof) and what that costs: offered with the lock's quoted fee (null
 * while the network's rates are unknown), blocked by the wallet with why, already protected by a lock, or not for
 * this market.
 */
export type ListingProtection =
  | { readonly kind: 'offered'; readonly lockFee: { readonly sats: number; readonly rate: number } | null }
  | { readonly kind: 'blocked'; readonly reason: ProtectionBlock }
  | { readonly kind: 'locked' }
  | { readonly kind: 'none' };

export interface ListForSaleDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  /** The inscription's name, for the title. */
  readonly name: string;
  /** The live listing's price, offered as the starting value when relisting. */
  readonly currentPriceSats: number | null;
  readonly protection: ListingProtection;
  /** Lists at the price, protected or not; answers whether it was listed (the dialog then closes). */
  readonly onList: (priceSats: bigint, isProtected: boolean) => Promise<boolean>;
}

/**
 * Asks the seller for a price in BTC, then lists: the wallet signs the listing. A listed inscription's dialog changes
 * its price instead, and says what it is listed at now. Protection from sniping is the seller's choice, off unless
 * chosen: what it does and costs is said before they sign, and a wallet that cannot make it says why.
 */
export function ListForSaleDialog({
  isOpen,
  onOpenChange,
  name,
  currentPriceSats,
  protection,
  onList,
}: ListForSaleDialogProps) {
  const { t } = useTranslation('trade');
  const { usdRate } = useSnapshot(configStore.state);
  const [typed, setTyped] = useState(currentPriceSats === null ? '' : btcText(BigInt(currentPriceSats)));
  const [isListing, setListing] = useState(false);
  const [isProtecting, setProtecting] = useState(false);
  const locks = protection.kind === 'offered' && isProtecting;
  const price = listingPrice(typed);
  const isRepricing = currentPriceSats !== null;
  const problemText = useAmountProblemText();
  const shownError = price.ok ? undefined : problemText(price.reading, { kind: 'btc' });

  const submit = async () => {
    if (!price.ok) return;
    setListing(true);
    try {
      if (await onList(price.sats, locks)) onOpenChange(false);
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
            {t(locks ? 'asset.protect.confirm' : isRepricing ? 'asset.reprice.confirm' : 'asset.list.confirm')}
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
      <ProtectionChoice protection={protection} isProtecting={isProtecting} onProtectingChange={setProtecting} />
    </Dialog>
  );
}

function ProtectionChoice({
  protection,
  isProtecting,
  onProtectingChange,
}: {
  protection: ListingProtection;
  isProtecting: boolean;
  onProtectingChange: (isProtecting: boolean) => void;
}) {
  const { t, i18n } = useTranslation('trade');
  if (protection.kind === 'none') return null;
  if (protection.kind === 'locked') {
    return (
      <Protection>
        <ProtectedBadge />
        <Note>{t('asset.protect.locked')}</Note>
      </Protection>
    );
  }
  const blocked = protection.kind === 'blocked';
  return (
    <Protection>
      <Switch isSelected={!blocked && isProtecting} onChange={onProtectingChange} isDisabled={blocked}>
        {t('asset.protect.switch')}
      </Switch>
      {blocked ? (
        <Note role="note">{t(`asset.protect.${protection.reason}`)}</Note>
      ) : (
        <>
          <Note>{t('asset.protect.what')}</Note>
          <Note>
            {protection.lockFee === null
              ? t('asset.protect.costUnknown')
              : t('asset.protect.cost', {
                  fee: new Intl.NumberFormat(i18n.language).format(protection.lockFee.sats),
                  rate: protection.lockFee.rate,
                })}
          </Note>
          {isProtecting && <Note>{t('asset.protect.when')}</Note>}
        </>
      )}
    </Protection>
  );
}

const Protection = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding-block-start: ${vars.space[3]};
  border-block-start: 1px solid ${vars.color.divider};
`;

const Note = styled.p`
  ${textStyle('body2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;
