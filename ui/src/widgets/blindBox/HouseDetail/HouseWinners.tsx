import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { AddressText } from '../../../primitives/AddressText/AddressText';
import { Button } from '../../../primitives/Button/Button';
import { singleLine } from '../../../theme/singleLine';
import { textStyle } from '../../../theme/textStyle';
import type { HouseWinner } from '../shared/blindBoxTypes';
import { EmptyText } from '../shared/houseLayout.styles';
import { formatUtcMoment } from '../../../time/formatTimes';
import { PrizeAmount } from '../shared/PrizeAmount';
import { usePrizeText } from '../shared/usePrizeText';

interface HouseWinnersProps {
  winners: readonly HouseWinner[];
  /** Opens the check of one draw; without it the rows have no Verify button. */
  onVerifyDraw?: (drawId: string) => void;
}

/** The latest draws: who won what and when, each one open to checking. */
export function HouseWinners({ winners, onVerifyDraw }: HouseWinnersProps) {
  const { t, locale } = useKitStrings(housesStrings);
  const prizeText = usePrizeText();
  return (
    <Section>
      <SectionTitle>{t('winners.title')}</SectionTitle>
      {winners.length === 0 ? (
        <EmptyText>{t('winners.empty')}</EmptyText>
      ) : (
        <List aria-label={t('winners.label')}>
          {winners.map((winner) => {
            const time = formatUtcMoment(winner.at, locale);
            return (
              <Row key={winner.drawId}>
                <Who>
                  <AddressText address={winner.address} />
                  <When>{time}</When>
                </Who>
                <Prize>
                  {winner.prize.kind === 'inscription' ? (
                    <PrizeName title={winner.prize.name}>{winner.prize.name}</PrizeName>
                  ) : (
                    <PrizeAmount prize={winner.prize} size="small" />
                  )}
                </Prize>
                {onVerifyDraw && (
                  <Button
                    variant="text"
                    size="small"
                    // Every row has one: the name says which draw it checks.
                    aria-label={t('winners.verifyLabel', { prize: prizeText(winner.prize), time })}
                    onPress={() => onVerifyDraw(winner.drawId)}
                  >
                    {t('winners.verify')}
                  </Button>
                )}
              </Row>
            );
          })}
        </List>
      )}
    </Section>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  padding-block: ${vars.space[2]};
  border-block-end: 1px solid ${vars.color.divider};

  &:last-child {
    border-block-end: 0;
  }
`;

const Who = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const When = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

const Prize = styled.div`
  display: flex;
  flex: 1;
  justify-content: flex-end;
  min-width: 0;
`;

const PrizeName = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.primary};
  ${singleLine};
`;
