import { vars } from '@ordmarket/tokens';
import { Button, Container, EmptyState, shortenAddress, textStyle } from '@ordmarket/ui';
import { CircleCheck } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { useSnapshot } from 'valtio';
import { walletStore } from '../../stores';
import { useConnectWallet } from '../../wallet/connect/useConnectWallet';
import { formatCountdown } from './qrApprovalState';
import { useQrApproval } from './useQrApproval';

export interface QrApprovalScreenProps {
  /** The id the scanned QR code carries. */
  readonly requestId: string;
  /** The time in ms; stories fix it so the countdown reads the same on every run. */
  readonly clock?: () => number;
}

/**
 * /login/qr/:requestId, opened by scanning the QR code another device shows to sign in: the connected wallet
 * signs the request and that other device is signed in as this wallet.
 */
export function QrApprovalScreen({ requestId, clock = Date.now }: QrApprovalScreenProps) {
  const { t } = useTranslation(['account', 'app']);
  const navigate = useNavigate();
  const connect = useConnectWallet();
  const { isConnect, address } = useSnapshot(walletStore.state);
  const { state, secondsLeft, approve, retry } = useQrApproval(requestId, clock);
  const titleId = useId();

  const body = () => {
    switch (state.kind) {
      case 'loading':
        return <Note role="status">{t('qrApprove.loading')}</Note>;
      case 'unknown':
        return (
          <EmptyState
            headingLevel={2}
            title={t('qrApprove.unknown.title')}
            description={t('qrApprove.unknown.description')}
          />
        );
      case 'closed':
        return (
          <EmptyState
            headingLevel={2}
            title={t('qrApprove.closed.title')}
            description={t('qrApprove.closed.description')}
          />
        );
      case 'unavailable':
        return <EmptyState variant="error" headingLevel={2} description={t('qrApprove.unavailable')} onRetry={retry} />;
      case 'approved':
        return (
          <Outcome role="status">
            <Approved size={48} aria-hidden />
            <OutcomeTitle>{t('qrApprove.approved.title')}</OutcomeTitle>
            <Note>{t('qrApprove.approved.description')}</Note>
            <Button variant="soft" onPress={() => void navigate('/')}>
              {t('qrApprove.approved.home')}
            </Button>
          </Outcome>
        );
      case 'ready':
        return (
          <>
            <Warning>{t('qrApprove.warning')}</Warning>
            <Facts>
              <dt>{t('qrApprove.network')}</dt>
              <dd>{t(`qrApprove.networks.${state.request.network}`)}</dd>
              <dt>{t('qrApprove.expiresIn')}</dt>
              <dd>
                <span role="timer">{formatCountdown(secondsLeft)}</span>
              </dd>
            </Facts>
            {isConnect ? (
              <>
                <Note>
                  {state.isApproving
                    ? t('hint.confirm')
                    : t('qrApprove.approvingAs', { address: shortenAddress(address) })}
                </Note>
                {/* Not the kit's loading state: its pending announcement outlives the button once approved. */}
                <Button fullWidth isDisabled={state.isApproving} onPress={() => void approve()}>
                  {t('qrApprove.approve')}
                </Button>
              </>
            ) : (
              <>
                <Note>{t('qrApprove.connectFirst')}</Note>
                <Button fullWidth onPress={() => void connect()}>
                  {t('app:wallet.connect')}
                </Button>
              </>
            )}
          </>
        );
    }
  };

  return (
    <Container>
      <Panel aria-labelledby={titleId}>
        <Title id={titleId}>{t('qrApprove.title')}</Title>
        {body()}
      </Panel>
    </Container>
  );
}

const Panel = styled.section`
  display: grid;
  gap: ${vars.space[4]};
  max-inline-size: 480px;
  margin-inline: auto;
  padding-block: ${vars.space[8]};
`;

const Title = styled.h1`
  ${textStyle('h4')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

const Warning = styled.p`
  ${textStyle('body1')};
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  border-inline-start: 4px solid ${vars.color.warning.main};
  border-radius: ${vars.radius.md};
  background: ${vars.color.warning.soft};
  color: ${vars.color.text.primary};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;

  & dt {
    ${textStyle('body2')};
    color: ${vars.color.text.secondary};
  }

  & dd {
    ${textStyle('subtitle2')};
    margin: 0;
    color: ${vars.color.text.primary};
    font-variant-numeric: tabular-nums;
  }
`;

const Note = styled.p`
  ${textStyle('body2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;

const Outcome = styled.div`
  display: grid;
  justify-items: center;
  gap: ${vars.space[3]};
  padding-block: ${vars.space[6]};
  text-align: center;
`;

const Approved = styled(CircleCheck)`
  color: ${vars.color.success.main};
`;

const OutcomeTitle = styled.h2`
  ${textStyle('h5')};
  margin: 0;
  color: ${vars.color.text.primary};
`;
