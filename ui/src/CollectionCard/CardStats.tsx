import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { textStyle } from '../theme/textStyle';

/** A row of small labelled figures at the foot of a card. */
export const CardStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(72px, 1fr));
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
  flex-direction: column;
  gap: 2px;
  min-width: 0;
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
