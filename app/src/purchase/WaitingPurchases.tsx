import { Button } from '@ordmarket/ui';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InFlightList, InFlightRow, InFlightSection, InFlightTitle } from '../common/inFlightList';
import { useApi } from '../api/useApi';
import { useSignedIn } from '../wallet/connect/useSignedIn';
import type { TradeMarket } from './buyListings';
import type { WaitingPurchase } from './waitingPurchase';

// The bump's code (its wallet and fee picker) loads when Speed up is pressed: the cart's screen never signs until then.
const SpeedUpDialog = lazy(() => import('./SpeedUpDialog').then(({ SpeedUpDialog }) => ({ default: SpeedUpDialog })));

const waitingReads = {
  nft: '/btc/ordinals/get_my_waiting_purchases',
  brc20: '/btc/brc_20/get_my_waiting_purchases',
} as const;

export interface WaitingPurchasesProps {
  readonly market: TradeMarket;
  /** Only the purchase buying this inscription (an asset page). */
  readonly inscriptionId?: string;
}

/**
 * The signed-in buyer's purchases of one order book that wait in the mempool: the rate each pays and Speed up, which
 * bumps its fee. Nothing shows while none waits. The list follows the chain: a block or a listing's move reads it
 * again (see realtime/revalidation.ts), and a bump sent here reads it at once.
 */
export function WaitingPurchases({ market, inscriptionId }: WaitingPurchasesProps) {
  const { t } = useTranslation('trade');
  const isSignedIn = useSignedIn();
  const { data, mutate } = useApi(waitingReads[market], isSignedIn ? {} : null, { emptyDefault: { items: [] } });
  const [speeding, setSpeeding] = useState<WaitingPurchase | null>(null);
  const titleId = useId();
  const waiting =
    inscriptionId === undefined
      ? data.items
      : data.items.filter((purchase) => purchase.inscription_ids.includes(inscriptionId));
  if (waiting.length === 0 && speeding === null) return null;
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
        <Suspense fallback={null}>
          <SpeedUpDialog
            market={market}
            purchase={speeding}
            onClose={() => {
              setSpeeding(null);
            }}
            onSent={() => void mutate()}
          />
        </Suspense>
      )}
    </InFlightSection>
  );
}
