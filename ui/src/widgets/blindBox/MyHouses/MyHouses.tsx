import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Section, SectionTitle } from '../shared/boxSection.styles';
import { vars } from '@ordmarket/tokens';
import { Plus } from 'lucide-react';
import styled from 'styled-components';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../../primitives/Skeleton/SkeletonGroup';
import type { ProviderPosition } from '../shared/blindBoxTypes';
import { HouseView } from '../shared/houseLayout.styles';
import { ProviderHouseRow } from './ProviderHouseRow';

export interface MyHousesProps {
  /** The houses I made and those I put prizes in. */
  positions: readonly ProviderPosition[];
  onMakeBox: () => void;
  onOpenHouse: (houseId: string) => void;
  /** Placeholders while the positions load. */
  loading?: boolean;
}

/** My houses, those I made apart from those I provide to, each with my share and earnings, and a way to make one. */
export function MyHouses({ positions, onMakeBox, onOpenHouse, loading = false }: MyHousesProps) {
  const { t } = useKitStrings(housesStrings);

  if (loading) {
    return (
      <SkeletonGroup label={t('mine.loading')}>
        <Placeholders>
          <Skeleton shape="rect" width={140} height={36} />
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} shape="rect" height={104} />
          ))}
        </Placeholders>
      </SkeletonGroup>
    );
  }

  if (positions.length === 0) {
    return (
      <EmptyState
        title={t('mine.emptyTitle')}
        description={t('mine.emptyDescription')}
        action={{ label: t('mine.makeBox'), onPress: onMakeBox }}
      />
    );
  }

  const groups = [
    { key: 'made', title: t('mine.made'), items: positions.filter((position) => position.isMaker) },
    { key: 'provided', title: t('mine.provided'), items: positions.filter((position) => !position.isMaker) },
  ].filter((group) => group.items.length > 0);

  return (
    <HouseView>
      <Head>
        <Button startIcon={<Plus size={18} />} onPress={onMakeBox}>
          {t('mine.makeBox')}
        </Button>
      </Head>
      {groups.map((group) => (
        <Section key={group.key}>
          <SectionTitle>{group.title}</SectionTitle>
          <List>
            {group.items.map((position) => (
              <li key={position.house.houseId}>
                <ProviderHouseRow position={position} onOpenHouse={onOpenHouse} />
              </li>
            ))}
          </List>
        </Section>
      ))}
    </HouseView>
  );
}

const Placeholders = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
`;

const Head = styled.div`
  display: flex;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;
