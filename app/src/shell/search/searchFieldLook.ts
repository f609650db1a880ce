import { vars } from '@ordmarket/tokens';
import { textStyle } from '@ordmarket/ui';
import { css } from 'styled-components';

/** The pill around the header's search text, shared by the combobox and the field standing in for it. */
export const searchFieldLook = css`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  height: 40px;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  color: ${vars.color.text.secondary};
  background-color: ${vars.color.background.neutral};
`;

export const searchFieldHovered = css`
  border-color: ${vars.color.text.primary};
`;

export const searchFieldFocused = css`
  border-color: ${vars.color.primary.text};
  box-shadow: 0 0 0 1px ${vars.color.primary.text};
`;

/** The text itself, borderless inside the pill. */
export const searchTextLook = css`
  ${textStyle('body2')};
  flex: 1;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  outline: none;
  color: ${vars.color.text.primary};
  background: transparent;
  font-family: inherit;

  &::placeholder {
    color: ${vars.color.text.secondary};
    opacity: 1;
  }
`;
