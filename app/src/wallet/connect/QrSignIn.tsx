import { vars } from '@ordmarket/tokens';
import { Button, QRCode, textStyle } from '@ordmarket/ui';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { qrApprovalLink } from '../../paths/qrApprovalLink';
import { useAppServices } from '../../services/AppServicesContext';
import { tokensChanged } from './accountSignal';
import { qrSignInOutcome } from './qrSignInOutcome';

/** How often the screen asks whether the phone has approved the code. */
export const qrPollMs = 2_000;

interface QrRequest {
  readonly pollKey: string;
  /** The approving screen's link for the request, which a phone's camera or wallet app opens. */
  readonly link: string;
}

export interface QrSignInProps {
  /** The phone's wallet approved: the tokens are saved. */
  readonly onSignedIn: () => void;
}

/**
 * Spec §7 QR sign-in: shows the server's sign-in request as a QR code linking to the approving screen, for a
 * wallet on another device, and polls until that wallet approves (tokens saved) or the code expires (a new
 * one on request).
 */
export function QrSignIn({ onSignedIn }: QrSignInProps) {
  const { t } = useTranslation('account');
  const { api, tokens, appOrigin } = useAppServices();
  const [request, setRequest] = useState<QrRequest | null>(null);
  const [isExpired, setExpired] = useState(false);

  const requestCode = useCallback(() => {
    api
      .post('/api/v1/user/ordinals/qrcode', {})
      .then((code) => {
        setRequest({ pollKey: code.qrcode_id, link: qrApprovalLink(appOrigin, code.request_id) });
        setExpired(false);
      })
      .catch(() => {
        setExpired(true);
      });
  }, [api, appOrigin]);

  useEffect(requestCode, [requestCode]);

  useEffect(() => {
    if (request === null || isExpired) return;
    const timer = setInterval(() => {
      void api
        .read('/api/v1/user/ordinals/check_qrcode_status', { qrcode_id: request.pollKey }, { status: 'pending' })
        .then((status) => {
          const outcome = qrSignInOutcome(status);
          if (outcome.kind === 'expired') setExpired(true);
          if (outcome.kind !== 'signedIn') return;
          tokens.save(outcome.tokens);
          tokensChanged();
          onSignedIn();
        });
    }, qrPollMs);
    return () => {
      clearInterval(timer);
    };
  }, [api, isExpired, onSignedIn, request, tokens]);

  return (
    <Panel>
      <Steps>{t('qr.steps')}</Steps>
      {request !== null && (
        <QRCode value={request.link} size={200} label={t('qr.label')} isExpired={isExpired} onRefresh={requestCode} />
      )}
      {request === null && isExpired && (
        <Button variant="text" onPress={requestCode}>
          {t('qr.newCode')}
        </Button>
      )}
      <Status role="status">{isExpired ? t('qr.expired') : t('qr.waiting')}</Status>
    </Panel>
  );
}

const Panel = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
`;

const Steps = styled.p`
  ${textStyle('body2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;

const Status = styled.p`
  ${textStyle('caption')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;
