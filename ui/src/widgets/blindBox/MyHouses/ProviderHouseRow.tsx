import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { housesStrings } from '../../../intl/areas/houses';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Amount } from '../../../primitives/Amount/Amount';
import { formatPercent, groupDigits } from '../../../primitives/Amount/formatAmount';
import { pressableCard, StretchedButton } from '../../../internal/StretchedButton';
import { singleLine } from '../../../theme/singleLine';
import { textStyle } from '../../../theme/textStyle';
import type { ProviderPosition } from '../shared/blindBoxTypes';
import { Fact, Facts } from '../shared/Facts';
import { HouseStatusBadge } from '../shared/HouseStatusBadge';

interface ProviderHouseRowProps {
  position: ProviderPosition;
  onOpenHouse: (houseId: string) => void;
}

/** A house I have prizes in: its status and what is left, my share of it and what it earned me. */
export function ProviderHouseRow({ position, onOpenHouse }: ProviderHouseRowProps) {
  const { t } = useKitStrings(housesStrings);
  const { house } = position;
  return (
    <Row>
      <Head>
        <Name title={house.name}>
          <StretchedButton onPress={() => onOpenHouse(house.houseId)}>{house.name}</StretchedButton>
        </Name>
        <HouseStatusBadge status={house.status} />
      </Head>
      <Facts>
        <Fact label={t('mine.remaining')}>{groupDigits(BigInt(house.remaining))}</Fact>
        <Fact label={t('mine.share')}>{formatPercent(position.share * 100, { signed: false })}</Fact>
        <Fact label={t('mine.earned')}>
          <Amount sats={position.earnedSats} size="small" />
        </Fact>
        <Fact label={t('mine.prizes')}>{groupDigits(BigInt(position.prizes.length))}</Fact>
      </Facts>
    </Row>
  );
}

const Row = styled.article`
  ${pressableCard};
  gap: ${vars.space[3]};
  padding: ${vars.space[3]};
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  min-width: 0;
`;

const Name = styled.h4`
  ${textStyle('subtitle1')};
  min-width: 0;
  margin: 0;
  color: ${vars.color.text.primary};
  ${singleLine};
`;
