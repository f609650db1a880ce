import { vars } from '@ordmarket/tokens';
import { Amount, Button, formatBtc, InscriptionStatusBadge, ProtectedBadge, ShareMenu, textStyle } from '@ordmarket/ui';
import { ShoppingCart, Tag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { useSharePost } from '../../sharing';
import { cartStore, configStore } from '../../stores';
import { BuyConfirmDialog } from '../../purchase/BuyConfirmDialog';
import { usePendingDummyTx } from '../../purchase/usePendingDummyTx';
import { CancelOnChainDialog } from './actions/CancelOnChainDialog';
import { ListForSaleDialog } from './actions/ListForSaleDialog';
import type { AssetTrading } from './actions/useAssetTrading';
import { assetActions, type AssetListing } from './assetListing';

export interface AssetTradePanelProps {
  readonly inscriptionId: string;
  readonly name: string;
  readonly listing: AssetListing;
  readonly isOwner: boolean;
  readonly trading: AssetTrading;
}

/** The listing (status, price in BTC and dollars) and what the viewer can do with it: buy, cart, list, delist, share. */
export function AssetTradePanel({ inscriptionId, name, listing, isOwner, trading }: AssetTradePanelProps) {
  const { t } = useTranslation('trade');
  const { usdRate } = useSnapshot(configStore.state);
  const { boxList } = useSnapshot(cartStore.state);
  const [busy, setBusy] = useState<'buy' | 'delist' | null>(null);
  const [isListOpen, setListOpen] = useState(false);
  const [isCancelOpen, setCancelOpen] = useState(false);
  const [isBuyOpen, setBuyOpen] = useState(false);
  const pending = usePendingDummyTx();
  const actions = assetActions(listing, isOwner);
  const cartItem = {
    inscription_id: inscriptionId,
    sale_price: listing.priceSats ?? 0,
    status: listing.status,
    is_owner: isOwner,
  };
  const isInCart = boxList.some((item) => item.inscription_id === inscriptionId);
  const run = async (action: 'buy' | 'delist', work: () => Promise<unknown>) => {
    setBusy(action);
    try {
      await work();
    } finally {
      setBusy(null);
    }
  };

  return (
    <Panel aria-label={t('asset.listing.title')}>
      <Row>
        <Label>{t('asset.listing.price')}</Label>
        <Marks>
          {listing.isProtected && <ProtectedBadge />}
          <InscriptionStatusBadge status={listing.status} />
        </Marks>
      </Row>
      {listing.priceSats !== null && (
        <Amount sats={listing.priceSats} size="large" usdPerBtc={usdRate > 0 ? usdRate : undefined} />
      )}
      {listing.isProtected && <Hint>{t('asset.protect.meaning')}</Hint>}
      {isOwner && listing.waitingPriceSats !== null && (
        <Hint role="status">{t('asset.protect.waitingPrice', { price: formatBtc(listing.waitingPriceSats) })}</Hint>
      )}
      <Actions>
        {isOwner ? (
          <>
            <Button
              startIcon={<Tag size={18} aria-hidden />}
              isDisabled={!actions.canList}
              onPress={() => setListOpen(true)}
            >
              {t(listing.status === 'on_list' ? 'asset.actions.changePrice' : 'asset.actions.list')}
            </Button>
            {actions.canDelist && (
              <>
                <Button
                  variant="outlined"
                  color="neutral"
                  isLoading={busy === 'delist'}
                  onPress={() => void run('delist', trading.delist)}
                >
                  {t('asset.actions.delist')}
                </Button>
                <Button variant="text" color="error" onPress={() => setCancelOpen(true)}>
                  {t('asset.actions.cancelOnChain')}
                </Button>
              </>
            )}
          </>
        ) : (
          <>
            <Button
              isDisabled={!actions.canBuy || pending !== null}
              isLoading={busy === 'buy'}
              onPress={() => setBuyOpen(true)}
            >
              {t('asset.actions.buy')}
            </Button>
            {listing.market === 'nft' && (
              <Button
                variant="outlined"
                color="neutral"
                startIcon={<ShoppingCart size={18} aria-hidden />}
                isDisabled={!isInCart && !cartStore.isPurchasable(cartItem)}
                onPress={() => {
                  if (isInCart) cartStore.removeFromBox(inscriptionId);
                  else cartStore.addToBox(cartItem);
                }}
              >
                {t(isInCart ? 'asset.actions.removeFromCart' : 'asset.actions.addToCart')}
              </Button>
            )}
          </>
        )}
        {listing.priceSats !== null && (
          <ListingShare name={name} inscriptionId={inscriptionId} priceSats={listing.priceSats} />
        )}
      </Actions>
      {!isOwner && pending !== null && actions.canBuy && (
        <Hint role="status">{t('buying.dummiesPendingHint', { txid: pending })}</Hint>
      )}
      {isBuyOpen && listing.orderId !== null && (
        <BuyConfirmDialog
          onOpenChange={setBuyOpen}
          market={listing.market}
          orderId={listing.orderId}
          inscriptionId={inscriptionId}
          name={name}
          priceSats={listing.priceSats ?? 0}
          step={trading.buyStep}
          onConfirm={(feeRate) => run('buy', () => trading.buy(feeRate))}
        />
      )}
      {isCancelOpen && (
        <CancelOnChainDialog isOpen onOpenChange={setCancelOpen} name={name} onCancelOnChain={trading.cancelOnChain} />
      )}
      {isListOpen && (
        <ListForSaleDialog
          isOpen
          onOpenChange={setListOpen}
          name={name}
          currentPriceSats={listing.priceSats}
          protection={trading.protection}
          onList={trading.list}
        />
      )}
    </Panel>
  );
}

function ListingShare({ name, inscriptionId, priceSats }: { name: string; inscriptionId: string; priceSats: number }) {
  const post = useSharePost({ kind: 'listing', name, url: `/assets/${inscriptionId}`, priceSats });
  return <ShareMenu {...post} variant="outlined" />;
}

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  padding: ${vars.space[4]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
`;

const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]};
`;

const Label = styled.h2`
  ${textStyle('subtitle2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;

const Hint = styled.p`
  ${textStyle('body2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
