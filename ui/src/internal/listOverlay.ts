import { vars } from '@ordmarket/tokens';
import { css } from 'styled-components';
import { textStyle } from '../theme/textStyle';

/** The raised panel that menus and select lists open in (react-aria Popover). */
export const listPanel = css`
  z-index: ${vars.z.popover};
  min-width: max(var(--trigger-width, 0px), 180px);
  max-width: min(360px, calc(100vw - 16px));
  padding: ${vars.space[1]};
  overflow: auto;
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.dropdown};
  outline: none;
`;

/** One row of a menu or list box: tinted when focused, muted when disabled. */
export const listRow = css`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 36px;
  padding: 6px ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  outline: none;
  cursor: pointer;

  & > svg {
    flex-shrink: 0;
    width: 18px;
    height: 18px;
  }

  &[data-focused] {
    background-color: ${vars.color.action.hover};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: -2px;
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }
`;
