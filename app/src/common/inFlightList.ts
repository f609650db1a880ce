import { textStyle } from '@ordmarket/ui';
import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';

// The look of a list of the trader's things on their way to a block (transfers paid for, purchases in the mempool):
// a titled section of dashed rows, apart from the settled tables below them.

export const InFlightSection = styled.section`
  display: grid;
  gap: ${vars.space[2]};
`;

export const InFlightTitle = styled.h2`
  ${textStyle('h6')};
  margin: 0;
  color: ${vars.color.text.primary};
`;

export const InFlightList = styled.ul`
  display: grid;
  gap: ${vars.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const InFlightRow = styled.li`
  ${textStyle('body2')};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space[2]};
  padding: ${vars.space[3]} ${vars.space[4]};
  border: 1px dashed ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.primary};
`;
