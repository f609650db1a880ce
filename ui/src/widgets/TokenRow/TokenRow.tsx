import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { marketStrings } from '../../intl/areas/market';
import { useKitStrings } from '../../intl/useKitStrings';
import { Amount } from '../../primitives/Amount/Amount';
import { groupDigits, noValue, type Sats } from '../../primitives/Amount/formatAmount';
import { PriceChange } from '../../primitives/Amount/PriceChange';
import { StretchedButton } from '../../internal/StretchedButton';
import { VisuallyHidden } from '../../internal/VisuallyHidden';
import { Skeleton } from '../../primitives/Skeleton/Skeleton';
import { SkeletonGroup } from '../../primitives/Skeleton/SkeletonGroup';
import { textStyle } from '../../theme/textStyle';
import { MintBar } from './MintBar';
import { mintPercent, type TokenAmount } from './mintProgress';
import { TokenIcon } from './TokenIcon';
import { tokenGrid } from './tokenGrid';
import { singleLine } from '../../theme/singleLine';

export interface TokenRowProps {
  rank: number;
  /** The BRC-20 tick, e.g. 'ordi'. */
  tick: string;
  /** The icon's address; a letter avatar stands in when missing or broken. */
  icon?: string;
  /** Sats per token. */
  price?: Sats;
  /** The 24h price change in percent. */
  change24h?: number;
  volume24h?: Sats;
  holders?: number;
  /** Minted and total supply, both in one unit (the tick's smallest, or BRC-20's 10^18); together they give the mint progress. */
  minted?: TokenAmount;
  supply?: TokenAmount;
  /** Opens the tick; the whole row presses. */
  onPress?: () => void;
  /** A placeholder row while the tick loads; the other props are ignored. */
  isLoading?: boolean;
}

/** One BRC-20 tick in a TokenList: a list item whose figures line up under the list's header. */
export function TokenRow({
  rank,
  tick,
  icon,
  price,
  change24h,
  volume24h,
  holders,
  minted,
  supply,
  onPress,
  isLoading = false,
}: TokenRowProps) {
  const { t } = useKitStrings(marketStrings);

  if (isLoading) {
    return (
      <Item>
        <SkeletonGroup label={t('token.loading')}>
          <Row>
            <Cell data-cell="rank">
              <Skeleton width={16} />
            </Cell>
            <Cell data-cell="token">
              <Skeleton shape="circle" width={36} />
              <Skeleton width={64} />
            </Cell>
            {(['price', 'change', 'volume', 'holders', 'mint'] as const).map((cell) => (
              <Cell key={cell} data-cell={cell}>
                <Skeleton width={cell === 'mint' ? '100%' : 64} />
              </Cell>
            ))}
          </Row>
        </SkeletonGroup>
      </Item>
    );
  }

  const labelled = (label: string, value: ReactNode) => (
    <>
      <VisuallyHidden>{label}</VisuallyHidden>
      {value}
    </>
  );
  const percent = minted !== undefined && supply !== undefined ? mintPercent(minted, supply) : null;

  return (
    <Item>
      <Row>
        <Cell data-cell="rank">{labelled(t('token.rank'), <Rank>{rank}</Rank>)}</Cell>
        <Cell data-cell="token">
          <TokenIcon tick={tick} src={icon} />
          <Tick title={tick}>{onPress ? <StretchedButton onPress={onPress}>{tick}</StretchedButton> : tick}</Tick>
        </Cell>
        <Cell data-cell="price">
          {labelled(t('token.price'), price === undefined ? noValue : <Amount sats={price} unit="sats" size="small" />)}
        </Cell>
        <Cell data-cell="change">{labelled(t('token.change'), <PriceChange percent={change24h ?? null} />)}</Cell>
        <Cell data-cell="volume">
          {labelled(t('token.volume'), volume24h === undefined ? noValue : <Amount sats={volume24h} size="small" />)}
        </Cell>
        <Cell data-cell="holders">
          {labelled(
            t('token.holders'),
            <Figure>{holders === undefined ? noValue : groupDigits(BigInt(holders))}</Figure>,
          )}
        </Cell>
        <Cell data-cell="mint">
          <MintBar percent={percent} label={t('token.mintProgress', { tick })} />
        </Cell>
      </Row>
    </Item>
  );
}

const Item = styled.li`
  position: relative;
  border-block-end: 1px solid ${vars.color.divider};
  transition: background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &:has([data-hovered]) {
    background-color: ${vars.color.action.hover};
  }

  &:has([data-focus-visible]) {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: -2px;
  }
`;

const Row = styled.div`
  ${tokenGrid};
  padding: ${vars.space[3]} ${vars.space[4]};
`;

const Cell = styled.div`
  ${textStyle('subtitle2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};
`;

const Rank = styled.span`
  color: ${vars.color.text.secondary};
`;

const Tick = styled.span`
  ${textStyle('subtitle1')};
  min-width: 0;
  ${singleLine};
`;

const Figure = styled.span`
  white-space: nowrap;
`;
