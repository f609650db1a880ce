import { vars } from '@ordmarket/tokens';
import { ArrowDownRight, ArrowUpRight } from 'lucide-react';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';
import { formatPercent, noValue } from './formatAmount';

export interface PriceChangeProps {
  /** The change in percent (12.5 is +12.50%); null when unknown, shown as '--'. */
  percent: number | null;
  size?: 'small' | 'medium';
}

/**
 * A price change with its sign and 2 decimals: green with an up arrow, red with a down arrow, plain when there is no
 * change or none known yet (a new tick). The figure reads left to right in any direction, sign first.
 */
export function PriceChange({ percent, size = 'small' }: PriceChangeProps) {
  const text = percent === null ? noValue : formatPercent(percent);
  // From the figure as shown: a change that rounds to 0.00% carries no sign and is flat, like no change.
  const direction = percent === null ? 'flat' : text.startsWith('+') ? 'up' : text.startsWith('-') ? 'down' : 'flat';
  return (
    <Root data-direction={direction} data-size={size}>
      {direction === 'up' && <ArrowUpRight aria-hidden />}
      {direction === 'down' && <ArrowDownRight aria-hidden />}
      <bdi dir="ltr">{text}</bdi>
    </Root>
  );
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  font-variant-numeric: tabular-nums;
  font-weight: ${vars.fontWeight.semibold};
  color: ${vars.color.text.secondary};
  white-space: nowrap;

  &[data-size='small'] {
    ${textStyle('body2')};
    font-weight: ${vars.fontWeight.semibold};
  }

  &[data-size='medium'] {
    ${textStyle('subtitle1')};
  }

  & > svg {
    flex-shrink: 0;
    width: 1.1em;
    height: 1.1em;
  }

  &[data-direction='up'] {
    color: ${vars.color.success.text};
  }

  &[data-direction='down'] {
    color: ${vars.color.error.text};
  }
`;
