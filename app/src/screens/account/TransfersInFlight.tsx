import { Badge, formatTokenAmount } from '@ordmarket/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InFlightList, InFlightRow, InFlightSection, InFlightTitle } from '../../common/inFlightList';
import type { ApiData } from '../../api/apiCalls';
import { useApi } from '../../api/useApi';

type TransferInFlight = ApiData<'/btc/brc_20/get_my_transfers_in_flight'>['items'][number];

const tones: Record<TransferInFlight['status'], 'neutral' | 'info' | 'warning'> = {
  paid: 'neutral',
  inscribing: 'info',
  inscribed: 'warning',
};

/**
 * The holder's transfers paid for and not yet in a block, from the moment of payment: the balance above already
 * counts them, and the trader sees the inscription is on its way instead of inscribing it again. Each leaves this list
 * for the one below when its block comes (the feed refetches on the order's moves and on each block).
 */
export function TransfersInFlight() {
  const { t } = useTranslation(['account', 'trade']);
  const { data } = useApi('/btc/brc_20/get_my_transfers_in_flight', {}, { emptyDefault: { items: [] } });
  const titleId = useId();
  if (data.items.length === 0) return null;
  return (
    <InFlightSection aria-labelledby={titleId}>
      <InFlightTitle id={titleId}>{t('account:transfers.inFlight.label')}</InFlightTitle>
      <InFlightList aria-labelledby={titleId}>
        {data.items.map((transfer) => (
          <InFlightRow key={transfer.order_id}>
            <span>
              {t('trade:orders.transfer', { amount: formatTokenAmount(transfer.amount), tick: transfer.tick })}
            </span>
            <Badge tone={tones[transfer.status]}>{t(`account:transfers.inFlight.${transfer.status}`)}</Badge>
          </InFlightRow>
        ))}
      </InFlightList>
    </InFlightSection>
  );
}
