import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';

/**
 * Small labelled figures at the foot of a card, side by side while they fit: a figure that does not fit moves
 * to the next line whole, since figures never break.
 */
export const CardStats = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
  margin: 0;
`;

export function CardStat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stat>
      <Label>{label}</Label>
      <Value>{children}</Value>
    </Stat>
  );
}

const Stat = styled.div`
  display: flex;
  flex: 1 0 auto;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.dt`
  ${textStyle('caption')};
  overflow: hidden;
  color: ${vars.color.text.secondary};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Value = styled.dd`
  ${textStyle('subtitle2')};
  min-width: 0;
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};
`;
