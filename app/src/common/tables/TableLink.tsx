import { vars } from '@ordmarket/tokens';
import { Link } from 'react-router';
import styled from 'styled-components';

/** A link inside a table cell: the row's name, leading to its page. */
export const TableLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-width: 0;
  color: ${vars.color.text.primary};
  font-weight: ${vars.fontWeight.bold};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
