import { boxBalanceStrings } from '../../../intl/areas/boxBalance';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import { useState } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { ShortIdLink } from '../../InscriptionOrderProgress/ShortIdLink';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../../primitives/Skeleton/SkeletonGroup';
import type { Brc20Transfer } from '../shared/blindBoxTypes';
import { WalletAlert, WalletFact, WalletFacts, WalletNote } from '../shared/boxBalance.styles';
import { TokenFigure } from '../shared/TokenFigure';

/** Where the last send of transfer inscriptions stands: the wallet signing it, sent, or refused. */
export type Brc20DepositState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'pending' }
  | { readonly kind: 'sent'; readonly txid: string }
  | { readonly kind: 'failed'; readonly message: string };

export interface Brc20DepositProps {
  /** The wallet's valid BRC-20 transfer inscriptions not listed for sale: each credits its amount once in the box. */
  transfers: readonly Brc20Transfer[];
  /** The transfers are still being read. */
  loading?: boolean;
  /** Sends the chosen transfers whole to the deposit address from the connected wallet. */
  onSend: (inscriptionIds: readonly string[]) => void;
  state: Brc20DepositState;
}

/**
 * Putting BRC-20 into the box: the wallet's transfer inscriptions to tick, and one send of those chosen to the
 * deposit address, with how it went. A transfer that leaves the list (sent, or spent elsewhere) is no longer chosen.
 */
export function Brc20DepositSection({ transfers, loading = false, onSend, state }: Brc20DepositProps) {
  const { t } = useKitStrings(boxBalanceStrings);
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const chosenIds = chosen.filter((id) => transfers.some((transfer) => transfer.inscriptionId === id));
  const isPending = state.kind === 'pending';
  return (
    <Section>
      <SectionTitle>{t('recharge.brc20Title')}</SectionTitle>
      <WalletNote>{t('recharge.brc20Help')}</WalletNote>
      {loading ? (
        <SkeletonGroup label={t('recharge.loadingTransfers')}>
          <Skeleton lines={2} />
        </SkeletonGroup>
      ) : transfers.length === 0 ? (
        <WalletNote>{t('recharge.noTransfers')}</WalletNote>
      ) : (
        <Choices
          aria-label={t('recharge.transfers')}
          value={[...chosenIds]}
          onChange={setChosen}
          isDisabled={isPending}
        >
          {transfers.map((transfer) => (
            <Checkbox key={transfer.inscriptionId} value={transfer.inscriptionId}>
              <Choice>
                <TokenFigure tick={transfer.tick} amount={transfer.amount} />{' '}
                <Inscription>
                  <ShortIdLink id={transfer.inscriptionId} href={undefined} />
                </Inscription>
              </Choice>
            </Checkbox>
          ))}
        </Choices>
      )}
      {state.kind === 'failed' && <WalletAlert role="alert">{state.message}</WalletAlert>}
      <div aria-live="polite">
        {state.kind === 'sent' && (
          <WalletFacts>
            <WalletFact>
              <dt>{t('recharge.transfersSent')}</dt>
              <dd>
                <ShortIdLink id={state.txid} href={undefined} />
              </dd>
            </WalletFact>
          </WalletFacts>
        )}
      </div>
      <Button
        size="large"
        fullWidth
        isLoading={isPending}
        isDisabled={chosenIds.length === 0}
        onPress={() => onSend(chosenIds)}
      >
        {t('recharge.sendTransfers')}
      </Button>
    </Section>
  );
}

const Choices = styled(CheckboxGroup)`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
`;

const Choice = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${vars.space[2]};
`;

const Inscription = styled.span`
  color: ${vars.color.text.secondary};
`;
