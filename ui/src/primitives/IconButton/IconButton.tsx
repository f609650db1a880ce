import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';

export type IconButtonSize = 'small' | 'medium' | 'large';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon; decorative, so give it aria-hidden. */
  children: ReactNode;
  size?: IconButtonSize;
}

/** A round, borderless button around one icon. */
export function IconButton({ label, children, size = 'medium', ...ariaProps }: IconButtonProps) {
  return (
    <Round {...ariaProps} aria-label={label} data-size={size}>
      {children}
    </Round>
  );
}

const Round = styled(AriaButton)`
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.circle};
  color: ${vars.color.text.secondary};
  background: transparent;
  cursor: pointer;

  &[data-size='small'] {
    width: 28px;
    height: 28px;
  }

  &[data-size='large'] {
    width: 44px;
    height: 44px;
  }

  &[data-hovered] {
    color: ${vars.color.text.primary};
    background-color: ${vars.color.action.hover};
  }

  /* Held down, or holding its menu or popup open. */
  &[data-pressed],
  &[aria-expanded='true'] {
    background-color: ${vars.color.action.selected};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    background: transparent;
    cursor: not-allowed;
  }

  ${focusRing}
`;
