import { vars } from '@ordmarket/tokens';
import { BadgeCheck } from 'lucide-react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import { groupDigits, noValue, type Sats } from '../../primitives/Amount/formatAmount';
import { Image } from '../../primitives/Image/Image';
import { pressableCard, StretchedButton } from '../../internal/StretchedButton';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../primitives/Skeleton/SkeletonGroup';
import { textStyle } from '../../theme/textStyle';
import { CardStat, CardStats } from './CardStats';
import { singleLine } from '../../theme/singleLine';

export interface CollectionCardProps {
  name: string;
  /**
   * The cover image's address; undefined while unknown. A cover that fails to load shows the kit's
   * placeholder; a small raster (pixel art) is scaled with hard edges.
   */
  cover?: string;
  isVerified?: boolean;
  floorPrice?: Sats;
  volume?: Sats;
  /** Dollars per bitcoin: the floor and the volume show their dollar value under them; left out until known. */
  usdPerBtc?: number;
  listed?: number;
  supply?: number;
  /** Opens the collection; without it the card is not pressable. */
  onPress?: () => void;
  /** A placeholder card while the collection loads; the other props are ignored. */
  isLoading?: boolean;
}

const count = (value: number | undefined) => (value === undefined ? noValue : groupDigits(BigInt(value)));

/**
 * A collection in a grid: cover, name with an optional verified mark, floor and volume (in dollars too once the
 * rate is known), and listed over supply. The name is the card's button, stretched over the whole card, which
 * lifts on hover.
 */
export function CollectionCard({
  name,
  cover,
  isVerified = false,
  floorPrice,
  volume,
  usdPerBtc,
  listed,
  supply,
  onPress,
  isLoading = false,
}: CollectionCardProps) {
  const { t } = useKitStrings(marketStrings);

  if (isLoading) {
    return (
      <SkeletonGroup label={t('collection.loading')}>
        <Card>
          <Skeleton shape="rect" aspectRatio={1} />
          <Body>
            <Skeleton width="70%" />
            <Skeleton lines={2} />
          </Body>
        </Card>
      </SkeletonGroup>
    );
  }

  return (
    <Card>
      <Image src={cover} alt="" aspectRatio={1} />
      <Body>
        <NameRow>
          <Name title={name}>{onPress ? <StretchedButton onPress={onPress}>{name}</StretchedButton> : name}</Name>
          {isVerified && <Verified role="img" aria-label={t('collection.verified')} />}
        </NameRow>
        <CardStats>
          <CardStat label={t('collection.floor')}>
            {floorPrice === undefined ? noValue : <Amount sats={floorPrice} usdPerBtc={usdPerBtc} size="small" />}
          </CardStat>
          <CardStat label={t('collection.volume')}>
            {volume === undefined ? noValue : <Amount sats={volume} usdPerBtc={usdPerBtc} size="small" />}
          </CardStat>
          <CardStat label={t('collection.listed')}>
            {t('collection.listedOf', { listed: count(listed), supply: count(supply) })}
          </CardStat>
        </CardStats>
      </Body>
    </Card>
  );
}

const Card = styled.article`
  ${pressableCard};
  gap: ${vars.space[3]};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
  min-width: 0;
  padding: 0 ${vars.space[2]} ${vars.space[2]};
`;

const NameRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
`;

const Name = styled.h3`
  ${textStyle('subtitle1')};
  min-width: 0;
  margin: 0;
  color: ${vars.color.text.primary};
  ${singleLine};
`;

const Verified = styled(BadgeCheck)`
  flex-shrink: 0;
  width: 18px;
  height: 18px;
  color: ${vars.color.info.main};
`;
