import { Button } from '@ordmarket/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InFlightList, InFlightRow, InFlightSection, InFlightTitle } from '../common/inFlightList';
import type { TradeMarket } from './buyListings';
import { SpeedUpDialog } from './SpeedUpDialog';
import type { WaitingPurchase } from './waitingPurchase';

/** The buyer's waiting purchases of one order book, each with the rate it pays and Speed up. */
export function WaitingList({
  market,
  waiting,
  onSent,
}: {
  readonly market: TradeMarket;
  readonly waiting: readonly WaitingPurchase[];
  readonly onSent: () => void;
}) {
  const { t } = useTranslation('account');
  const [speeding, setSpeeding] = useState<WaitingPurchase | null>(null);
  const titleId = useId();
  return (
    <InFlightSection aria-labelledby={titleId}>
      <InFlightTitle id={titleId}>{t(`speedUp.waiting.${market}`)}</InFlightTitle>
      <InFlightList aria-labelledby={titleId}>
        {waiting.map((purchase) => (
          <InFlightRow key={purchase.purchase_id}>
            <span>
              {t('speedUp.line', {
                count: purchase.inscription_ids.length,
                rate: purchase.fee_rate,
                txid: `${purchase.txid.slice(0, 8)}…${purchase.txid.slice(-8)}`,
              })}
            </span>
            <Button
              size="small"
              aria-label={t('speedUp.openFor', { txid: purchase.txid })}
              onPress={() => {
                setSpeeding(purchase);
              }}
            >
              {t('speedUp.open')}
            </Button>
          </InFlightRow>
        ))}
      </InFlightList>
      {speeding !== null && (
        <SpeedUpDialog
          market={market}
          purchase={speeding}
          onClose={() => {
            setSpeeding(null);
          }}
          onSent={onSent}
        />
      )}
    </InFlightSection>
  );
}
