import { Badge, textStyle, formatTokenAmount } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
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
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{t('account:transfers.inFlight.label')}</Title>
      <List aria-labelledby={titleId}>
        {data.items.map((transfer) => (
          <Row key={transfer.order_id}>
            <span>
              {t('trade:orders.transfer', { amount: formatTokenAmount(transfer.amount), tick: transfer.tick })}
            </span>
            <Badge tone={tones[transfer.status]}>{t(`account:transfers.inFlight.${transfer.status}`)}</Badge>
          </Row>
        ))}
      </List>
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${vars.space[2]};
`;

const Title = styled.h2`
  ${textStyle('h6')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

const List = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  ${textStyle('body2')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px dashed ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.primary};
`;
