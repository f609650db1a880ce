import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';
import type { ChartHover } from './UPlotChart';

interface ChartTooltipProps {
  hover: ChartHover;
  time: string;
  value: string;
  usd?: string;
}

/** The hovered point's time and exact price, beside the point and towards the chart's middle. */
export function ChartTooltip({ hover, time, value, usd }: ChartTooltipProps) {
  return (
    <Tip
      aria-hidden
      data-side={hover.isRightHalf ? 'before' : 'after'}
      // The point moves with the pointer: a position, not a style, so it is set inline.
      style={{ left: hover.left, top: hover.top }}
    >
      <Time>{time}</Time>
      <Value>{value}</Value>
      {usd && <Usd>{usd}</Usd>}
    </Tip>
  );
}

const Tip = styled.div`
  position: absolute;
  z-index: ${vars.z.raised};
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${vars.space[2]} ${vars.space[3]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.md};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.dropdown};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  pointer-events: none;

  &[data-side='after'] {
    transform: translate(12px, -50%);
  }

  &[data-side='before'] {
    transform: translate(calc(-100% - 12px), -50%);
  }
`;

const Time = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

const Value = styled.span`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.primary};
`;

const Usd = styled.span`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;
