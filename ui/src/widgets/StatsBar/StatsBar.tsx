import { mediaUp, vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import { formatPercent, groupDigits, noValue, type Sats } from '../../primitives/Amount/formatAmount';
import { PriceChange } from '../../primitives/Amount/PriceChange';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../primitives/Skeleton/SkeletonGroup';
import { textStyle } from '../../theme/textStyle';
import { singleLine } from '../../theme/singleLine';

export interface StatsBarProps {
  /** Each figure may be unknown (left out): it then shows '--'. */
  floorPrice?: Sats;
  /** The floor's change over 24 hours, in percent. */
  floorChange?: number;
  volume24h?: Sats;
  totalVolume?: Sats;
  owners?: number;
  listed?: number;
  /** Items, or whole tokens, there will ever be. */
  supply?: number | bigint;
  /**
   * Whether Listed also reads as a share of the supply (the default). Only true where both count the same things, as a
   * collection's items do; a token's listings are orders of any size, so a token's figures turn it off.
   */
  hasListedShare?: boolean;
  /** Adds dollar values under the bitcoin figures. */
  usdPerBtc?: number;
  isLoading?: boolean;
}

/**
 * A collection's (or a token's) headline figures: floor price, 24h and total volume, owners, listed and supply. The
 * cells wrap from six across on wide screens to two on phones.
 */
export function StatsBar({
  floorPrice,
  floorChange,
  volume24h,
  totalVolume,
  owners,
  listed,
  supply,
  hasListedShare = true,
  usdPerBtc,
  isLoading = false,
}: StatsBarProps) {
  const { t } = useKitStrings(marketStrings);
  const amount = (sats: Sats | undefined) =>
    sats === undefined ? <Count>{noValue}</Count> : <Amount sats={sats} usdPerBtc={usdPerBtc} />;
  const count = (value: number | bigint | undefined) => (
    <Count>{value === undefined ? noValue : groupDigits(BigInt(value))}</Count>
  );
  const listedShare =
    hasListedShare && listed !== undefined && supply !== undefined && supply > 0
      ? t('stats.listedShare', { percent: formatPercent((listed / Number(supply)) * 100, { signed: false }) })
      : undefined;

  const stats: Array<{ key: string; label: string; value: ReactNode }> = [
    {
      key: 'floor',
      label: t('stats.floor'),
      value: (
        <>
          {amount(floorPrice)}
          {floorChange !== undefined && <PriceChange percent={floorChange} />}
        </>
      ),
    },
    { key: 'volume24h', label: t('stats.volume24h'), value: amount(volume24h) },
    { key: 'totalVolume', label: t('stats.totalVolume'), value: amount(totalVolume) },
    { key: 'owners', label: t('stats.owners'), value: count(owners) },
    {
      key: 'listed',
      label: t('stats.listed'),
      value: (
        <>
          {count(listed)}
          {listedShare && <Note>{listedShare}</Note>}
        </>
      ),
    },
    { key: 'supply', label: t('stats.supply'), value: count(supply) },
  ];

  const list = (
    <List>
      {stats.map((stat) => (
        <Cell key={stat.key}>
          <Label>{stat.label}</Label>
          <Value>{isLoading ? <Skeleton width="72%" /> : stat.value}</Value>
        </Cell>
      ))}
    </List>
  );
  return isLoading ? <SkeletonGroup label={t('stats.loading')}>{list}</SkeletonGroup> : list;
}

// A 1px gap over the divider colour draws the lines between cells however many wrap to a row.
const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 1px;
  margin: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.divider};

  ${mediaUp('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${mediaUp('md')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

const Cell = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  min-width: 0;
  padding: ${vars.space[3]} ${vars.space[4]};
  background-color: ${vars.color.background.paper};
`;

const Label = styled.dt`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
  ${singleLine};
`;

const Value = styled.dd`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${vars.space[2]};
  min-width: 0;
  min-height: 24px;
  margin: 0;
`;

const Count = styled.span`
  ${textStyle('subtitle1')};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};
`;

const Note = styled.span`
  ${textStyle('caption')};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.secondary};
`;
