import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import type { BoxPrize } from '../shared/blindBoxTypes';
import { EmptyText } from '../shared/houseLayout.styles';
import { PrizeTile } from './PrizeTile';

/** The prizes still in a house's pool, in pool order (the order draws index into). */
export function PrizePool({ pool }: { pool: readonly BoxPrize[] }) {
  const { t } = useKitStrings(housesStrings);
  return (
    <Section>
      <SectionTitle>{t('pool.title')}</SectionTitle>
      {pool.length === 0 ? (
        <EmptyText>{t('pool.empty')}</EmptyText>
      ) : (
        <Grid aria-label={t('prize.poolLabel')}>
          {pool.map((prize, slot) => (
            // Two BTC prizes of one amount are alike: the slot is what tells them apart.
            <li key={slot}>
              <PrizeTile prize={prize} />
            </li>
          ))}
        </Grid>
      )}
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${vars.space[2]} ${vars.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
