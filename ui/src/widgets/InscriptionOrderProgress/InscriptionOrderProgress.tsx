import { vars } from '@ordmarket/tokens';
import { Check, Undo2, X } from 'lucide-react';
import styled from 'styled-components';
import { inscribeStrings } from '../../intl/areas/inscribe';
import { useKitStrings } from '../../intl/useKitStrings';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { textStyle } from '../../theme/textStyle';
import { orderProgress, type InscriptionOrderStatus } from './orderProgress';
import { ShortIdLink } from './ShortIdLink';

export interface InscriptionOrderProgressProps {
  status: InscriptionOrderStatus;
  /** The transaction that paid the order, once one is seen. */
  paymentTxid?: string | null;
  /** The inscriptions made, shown once the order is inscribed. */
  inscriptionIds?: readonly string[];
  /** The transaction that sent a refunded payment back. */
  refundTxid?: string | null;
  /**
   * Why the order stopped, as the service tells it, shown under a refunded, failed or expired outcome; or what part of
   * an inscribed order was returned (a mint that only partly fitted), shown under its inscriptions.
   */
  reason?: string | null;
  /** Transactions that sent back payments the order no longer needed (a second payment, a late top-up). */
  returnTxids?: readonly string[];
  /** Where a transaction is looked up; without it transaction ids are plain text. */
  txHref?: (txid: string) => string;
  /** Where an inscription is shown; without it inscription ids are plain text. */
  inscriptionHref?: (id: string) => string;
}

/**
 * An inscription order from payment to inscriptions: Awaiting payment, Paid, Inscribing and Inscribed, the
 * current one marked and the passed ones checked. An order that stops (refunded, failed, expired) ends the
 * list there with why. It is a polite live region, so a screen reader hears each change as the order moves.
 */
export function InscriptionOrderProgress({
  status,
  paymentTxid = null,
  inscriptionIds = [],
  refundTxid = null,
  reason = null,
  returnTxids = [],
  txHref,
  inscriptionHref,
}: InscriptionOrderProgressProps) {
  const { t } = useKitStrings(inscribeStrings);
  const { steps, outcome } = orderProgress(status, paymentTxid !== null && paymentTxid !== '');
  return (
    <div role="status">
      <Steps aria-label={t('progress.label')}>
        {steps.map(({ step, isDone, isCurrent }) => (
          <Step
            key={step}
            data-state={isDone ? 'done' : isCurrent ? 'current' : 'upcoming'}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <Marker aria-hidden>{isDone && <Check size={14} strokeWidth={3} />}</Marker>
            <Body>
              <Name>
                {t(`progress.steps.${step}`)}
                {isDone && <VisuallyHidden> {t('progress.done')}</VisuallyHidden>}
              </Name>
              {step === 'paid' && paymentTxid && (isDone || isCurrent) && (
                <Detail>
                  {t('progress.paymentTx')} <ShortIdLink id={paymentTxid} href={txHref?.(paymentTxid)} />
                </Detail>
              )}
              {step === 'inscribed' && isDone && inscriptionIds.length > 0 && (
                <>
                  <Detail>{t('progress.inscriptions')}</Detail>
                  <Ids>
                    {inscriptionIds.map((id) => (
                      <li key={id}>
                        <ShortIdLink id={id} href={inscriptionHref?.(id)} />
                      </li>
                    ))}
                  </Ids>
                </>
              )}
              {!outcome && reason && ((step === 'inscribing' && isCurrent) || (step === 'inscribed' && isDone)) && (
                <Detail>{reason}</Detail>
              )}
            </Body>
          </Step>
        ))}
        {outcome && (
          <Step data-state={outcome} aria-current="step">
            <Marker aria-hidden>
              {outcome === 'refunded' ? <Undo2 size={14} /> : <X size={14} strokeWidth={3} />}
            </Marker>
            <Body>
              <Name>{t(`progress.outcomes.${outcome}`)}</Name>
              <Detail>{t(`progress.outcomeMessages.${outcome}`)}</Detail>
              {reason && <Detail>{reason}</Detail>}
              {outcome === 'refunded' && refundTxid && (
                <Detail>
                  {t('progress.refundTx')} <ShortIdLink id={refundTxid} href={txHref?.(refundTxid)} />
                </Detail>
              )}
            </Body>
          </Step>
        )}
      </Steps>
      {returnTxids.length > 0 && (
        <Returns aria-label={t('progress.returns')}>
          {returnTxids.map((txid) => (
            <li key={txid}>
              <Detail>
                {t('progress.returnTx')} <ShortIdLink id={txid} href={txHref?.(txid)} />
              </Detail>
            </li>
          ))}
        </Returns>
      )}
    </div>
  );
}

const markerSize = '24px';

const Steps = styled.ol`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Each step's marker is joined to the next one's by a line down the marker column. */
const Step = styled.li`
  position: relative;
  display: flex;
  gap: ${vars.space[3]};
  padding-block-end: ${vars.space[4]};

  &:not(:last-child)::before {
    content: '';
    position: absolute;
    inset-block: ${markerSize} 0;
    inset-inline-start: calc(${markerSize} / 2 - 1px);
    width: 2px;
    background-color: ${vars.color.divider};
  }

  &[data-state='done']:not(:last-child)::before {
    background-color: ${vars.color.success.main};
  }

  &:last-child {
    padding-block-end: 0;
  }
`;

const Marker = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: ${markerSize};
  height: ${markerSize};
  border: 2px solid ${vars.color.divider};
  border-radius: ${vars.radius.circle};
  color: ${vars.color.text.secondary};

  ${Step}[data-state='done'] > & {
    border-color: ${vars.color.success.main};
    color: ${vars.color.success.contrastText};
    background-color: ${vars.color.success.main};
  }

  ${Step}[data-state='current'] > & {
    border-color: ${vars.color.primary.main};
    /* A dot in the ring: the order is here, not past it. */
    background: radial-gradient(circle, ${vars.color.primary.main} 0 4px, transparent 5px);
  }

  ${Step}[data-state='refunded'] > & {
    border-color: ${vars.color.warning.text};
    color: ${vars.color.warning.text};
    background-color: ${vars.color.warning.soft};
  }

  ${Step}[data-state='failed'] > &,
  ${Step}[data-state='expired'] > & {
    border-color: ${vars.color.error.text};
    color: ${vars.color.error.text};
    background-color: ${vars.color.error.soft};
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding-block-start: 2px;
`;

const Name = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};

  ${Step}[data-state='done'] &,
  ${Step}[aria-current='step'] & {
    color: ${vars.color.text.primary};
  }
`;

const Detail = styled.span`
  ${textStyle('body2')};
  overflow-wrap: anywhere;
  color: ${vars.color.text.secondary};
`;

const Ids = styled.ul`
  ${textStyle('body2')};
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[1]} ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* Under the steps, lined up with their text. */
const Returns = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  margin: ${vars.space[3]} 0 0;
  padding: 0;
  padding-inline-start: calc(${markerSize} + ${vars.space[3]});
  list-style: none;
`;
