import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';

/** A column of a screen's blocks (a toolbar, a table, its pager), a step of space apart. */
export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[4]};
`;

/** A wrapping row of chips or segment buttons: one choice among a few. */
export const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space[2]};
`;
