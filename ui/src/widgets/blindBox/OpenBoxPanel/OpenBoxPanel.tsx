import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import { AlertCircle, AlertTriangle } from 'lucide-react';
import { useId } from 'react';
import styled from 'styled-components';
import { Amount } from '../../../primitives/Amount/Amount';
import { Button } from '../../../primitives/Button/Button';
import { VisuallyHidden } from '../../../internal/VisuallyHidden';
import { TextField } from '../../../primitives/TextField/TextField';
import { textStyle } from '../../../theme/textStyle';
import type { BoxPrize, FairnessCommitment, HouseSummary } from '../shared/blindBoxTypes';
import { clientSeedProblem } from './clientSeed';
import { Fact, Facts } from '../shared/Facts';
import { HashValue } from '../shared/HashValue';
import { HouseView } from '../shared/houseLayout.styles';
import { OpenBoxResult } from './OpenBoxResult';
import { usePrizeText } from '../shared/usePrizeText';

/** Where an open stands: not started, waiting for the draw, drawn, or refused. */
export type OpenBoxState =
  | { kind: 'idle' }
  | { kind: 'opening' }
  | { kind: 'won'; prize: BoxPrize; drawId: string; nonce: number }
  | { kind: 'error'; message: string };

export interface OpenBoxPanelProps {
  house: HouseSummary;
  /** The box balance the open is paid from, in sats. */
  balanceSats: number;
  clientSeed: string;
  onClientSeedChange: (seed: string) => void;
  /** Puts a fresh random client seed in the field. */
  onRandomizeSeed: () => void;
  /** The hash and nonce this open will be drawn under. */
  commitment: FairnessCommitment;
  state: OpenBoxState;
  onOpen: () => void;
  onOpenAnother: () => void;
  onVerify: (drawId: string) => void;
  onRecharge: () => void;
}

/**
 * Opening one box of a house: the price against the box balance, the player's client seed, the commitment
 * the draw is held to, then the prize drawn. A polite live region announces the prize.
 */
export function OpenBoxPanel({
  house,
  balanceSats,
  clientSeed,
  onClientSeedChange,
  onRandomizeSeed,
  commitment,
  state,
  onOpen,
  onOpenAnother,
  onVerify,
  onRecharge,
}: OpenBoxPanelProps) {
  const { t } = useKitStrings(housesStrings);
  const prizeText = usePrizeText();
  const blockerId = useId();
  const isOpening = state.kind === 'opening';
  const seedProblem = clientSeedProblem(clientSeed);
  const isClosed = house.status !== 'open';
  const isShort = balanceSats < house.priceSats;
  const blocker = isClosed ? t('open.closed') : isShort ? t('open.notEnoughBalance') : undefined;

  return (
    <HouseView>
      {/* Present in every state, so the prize is announced when it arrives rather than missed. */}
      <VisuallyHidden role="status">
        {state.kind === 'won' ? t('open.wonAnnouncement', { prize: prizeText(state.prize) }) : ''}
      </VisuallyHidden>
      <SectionTitle>{house.name}</SectionTitle>
      <Facts>
        <Fact label={t('open.price')}>
          <Amount sats={house.priceSats} size="small" />
        </Fact>
        <Fact label={t('open.balance')}>
          <Amount sats={balanceSats} size="small" />
        </Fact>
      </Facts>
      {state.kind === 'won' ? (
        <OpenBoxResult {...state} onOpenAnother={onOpenAnother} onVerify={onVerify} />
      ) : (
        <>
          <TextField
            label={t('open.clientSeed')}
            description={t('open.clientSeedHint')}
            value={clientSeed}
            onChange={onClientSeedChange}
            errorMessage={seedProblem === null ? undefined : t(`open.clientSeedProblem.${seedProblem}`)}
            isDisabled={isOpening}
            autoComplete="off"
            spellCheck="false"
            fullWidth
            endAdornment={
              <Button variant="soft" size="small" isDisabled={isOpening} onPress={onRandomizeSeed}>
                {t('open.newSeed')}
              </Button>
            }
          />
          <Facts>
            <Fact label={t('open.hash')} isWide>
              <HashValue value={commitment.serverSeedHash} />
            </Fact>
            <Fact label={t('open.nextNonce')}>{String(commitment.nextNonce)}</Fact>
          </Facts>
          {blocker !== undefined && (
            <Notice>
              <NoticeText id={blockerId}>
                <AlertTriangle size={18} aria-hidden />
                {blocker}
              </NoticeText>
              {!isClosed && (
                <Button variant="soft" size="small" onPress={onRecharge}>
                  {t('open.recharge')}
                </Button>
              )}
            </Notice>
          )}
          {state.kind === 'error' && (
            <Failure role="alert">
              <AlertCircle size={18} aria-hidden />
              {state.message}
            </Failure>
          )}
          <Button
            size="large"
            fullWidth
            isDisabled={blocker !== undefined || seedProblem !== null}
            isLoading={isOpening}
            aria-describedby={blocker === undefined ? undefined : blockerId}
            onPress={onOpen}
          >
            {t('open.open')}
          </Button>
        </>
      )}
    </HouseView>
  );
}

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.warning.soft};
`;

const NoticeText = styled.p`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  color: ${vars.color.warning.text};

  & > svg {
    flex-shrink: 0;
  }
`;

const Failure = styled.p`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  margin: 0;
  padding: ${vars.space[3]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.error.text};
  background-color: ${vars.color.error.soft};
  overflow-wrap: anywhere;

  & > svg {
    flex-shrink: 0;
  }
`;
