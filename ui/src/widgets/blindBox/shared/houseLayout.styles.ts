import { vars } from '@ordmarket/tokens';
import styled from 'styled-components';
import { textStyle } from '../../../theme/textStyle';

/** A blind-box view: one column of sections, spaced as the kit's drawer views. */
export const HouseView = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[6]};
  min-width: 0;
`;

/** What a section says when it has nothing to list. */
export const EmptyText = styled.p`
  ${textStyle('body2')};
  margin: 0;
  padding: ${vars.space[4]};
  border: 1px dashed ${vars.color.divider};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.secondary};
  text-align: center;
`;

/** A plain explanation under a section's figures. */
export const Prose = styled.p`
  ${textStyle('body2')};
  margin: 0;
  color: ${vars.color.text.secondary};
`;

/**
 * A hash, seed or HMAC: monospace and broken anywhere, so 64 hex digits wrap inside a drawer. Give it
 * dir="ltr": hex reads left to right in right-to-left pages too.
 */
export const HexText = styled.span`
  ${textStyle('body2')};
  min-width: 0;
  font-family: ${vars.fontFamily.mono};
  color: ${vars.color.text.primary};
  overflow-wrap: anywhere;
`;

/** Buttons stacked at the foot of a view, each the view's width. */
export const ActionStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space[2]};
`;
