import { housesStrings } from '../intl/areas/houses';
import { useKitStrings } from '../intl/useKitStrings';
import { Section, SectionTitle } from './boxSection.styles';
import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { groupDigits } from '../Amount/formatAmount';
import type { RevealedSeed } from './blindBoxTypes';
import { Fact, Facts } from './Facts';
import { HashValue } from './HashValue';
import { EmptyText } from './houseLayout.styles';
import { formatUtcMoment } from '../time/formatTimes';

/** Retired seeds shown beside the hashes they were committed under, so every draw made with them can be redone. */
export function RevealedSeeds({ seeds }: { seeds: readonly RevealedSeed[] }) {
  const { t, locale } = useKitStrings(housesStrings);
  return (
    <Section>
      <SectionTitle>{t('revealed.title')}</SectionTitle>
      {seeds.length === 0 ? (
        <EmptyText>{t('revealed.empty')}</EmptyText>
      ) : (
        <List aria-label={t('revealed.label')}>
          {seeds.map((seed) => (
            <Item key={seed.serverSeedHash}>
              <Facts>
                <Fact label={t('revealed.hash')} isWide>
                  <HashValue value={seed.serverSeedHash} />
                </Fact>
                <Fact label={t('revealed.seed')} isWide>
                  <HashValue value={seed.serverSeed} />
                </Fact>
                <Fact label={t('revealed.draws')}>{groupDigits(BigInt(seed.draws))}</Fact>
                <Fact label={t('revealed.revealedAt')}>{formatUtcMoment(seed.revealedAt, locale)}</Fact>
              </Facts>
            </Item>
          ))}
        </List>
      )}
    </Section>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding: ${vars.space[3]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.md};
`;
