import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { houseCardStrings } from '../../../intl/areas/houseCard';
import { useKitStrings } from '../../../intl/useKitStrings';
import { Amount } from '../../../primitives/Amount/Amount';
import { groupDigits } from '../../../primitives/Amount/formatAmount';
import { CardStat, CardStats } from '../../CollectionCard/CardStats';
import { Image } from '../../../primitives/Image/Image';
import { pressableCard, StretchedButton } from '../../../internal/StretchedButton';
import { singleLine } from '../../../theme/singleLine';
import { textStyle } from '../../../theme/textStyle';
import type { HouseSummary } from '../shared/blindBoxTypes';
import { GiftBoxGlyph } from './GiftBoxGlyph';
import { HouseStatusBadge } from '../shared/HouseStatusBadge';

export interface HouseCardProps {
  house: HouseSummary;
  /** Called with the house's id when the card is pressed, to show the house. */
  onOpen: (houseId: string) => void;
}

/**
 * A house in a grid: cover, name, status, price per open, prizes left and opens. The name is the card's
 * button, stretched over the whole card, so the card presses as one and is named by the house.
 */
export function HouseCard({ house, onOpen }: HouseCardProps) {
  const { t } = useKitStrings(houseCardStrings);
  return (
    <Card>
      <Media>
        {house.coverUrl === undefined ? (
          <GiftBoxGlyph />
        ) : (
          <Image src={house.coverUrl} alt="" aspectRatio={1} isPixelated />
        )}
        <Mark>
          <HouseStatusBadge status={house.status} variant="filled" />
        </Mark>
      </Media>
      <Body>
        <Name title={house.name}>
          <StretchedButton onPress={() => onOpen(house.houseId)}>{house.name}</StretchedButton>
        </Name>
        {/* The price on its own row: eight decimals of BTC need the card's width. */}
        <CardStats>
          <CardStat label={t('price')}>
            <Amount sats={house.priceSats} size="small" />
          </CardStat>
        </CardStats>
        <CardStats>
          <CardStat label={t('remaining')}>{groupDigits(BigInt(house.remaining))}</CardStat>
          <CardStat label={t('opens')}>{groupDigits(BigInt(house.opens))}</CardStat>
        </CardStats>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  ${pressableCard};
  gap: ${vars.space[3]};
`;

const Media = styled.div`
  position: relative;
`;

const Mark = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[2]};
  inset-inline-start: ${vars.space[2]};
  pointer-events: none;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: 0 ${vars.space[2]} ${vars.space[2]};
`;

const Name = styled.h3`
  ${textStyle('subtitle1')};
  min-width: 0;
  margin: 0;
  color: ${vars.color.text.primary};
  ${singleLine};
`;
