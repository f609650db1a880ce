import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { textStyle } from '../../../theme/textStyle';

/** Labelled figures in two columns; a wide fact (a hash) takes a whole row. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${vars.space[3]} ${vars.space[4]};
  margin: 0;
`;

export function Fact({ label, isWide = false, children }: { label: string; isWide?: boolean; children: ReactNode }) {
  return (
    <Item data-wide={isWide || undefined}>
      <Label>{label}</Label>
      <Value>{children}</Value>
    </Item>
  );
}

const Item = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;

  &[data-wide] {
    grid-column: 1 / -1;
  }
`;

const Label = styled.dt`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

const Value = styled.dd`
  ${textStyle('subtitle2')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space[1]};
  min-width: 0;
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${vars.color.text.primary};
`;
