import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';
import { Spinner } from './Spinner';

export type ButtonVariant = 'contained' | 'outlined' | 'soft' | 'text';
export type ButtonSize = 'small' | 'medium' | 'large';
export type ButtonColor = 'primary' | 'neutral' | 'error';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  color?: ButtonColor;
  /** Shows a spinner, keeps the button's width, and ignores presses until the work is done. */
  isLoading?: boolean;
  fullWidth?: boolean;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
}

/**
 * The kit's action button. Variant, size and colour are data attributes read by one stylesheet, so no
 * combination generates styles at run time.
 */
export function Button({
  children,
  variant = 'contained',
  size = 'medium',
  color = 'primary',
  isLoading = false,
  fullWidth = false,
  startIcon,
  endIcon,
  ...ariaProps
}: ButtonProps) {
  return (
    <Root
      {...ariaProps}
      isPending={isLoading}
      data-variant={variant}
      data-size={size}
      data-color={color}
      data-full-width={fullWidth || undefined}
    >
      {isLoading || startIcon || endIcon ? (
        <Content data-hidden={isLoading || undefined}>
          {startIcon && <Icon aria-hidden>{startIcon}</Icon>}
          {children}
          {endIcon && <Icon aria-hidden>{endIcon}</Icon>}
        </Content>
      ) : (
        // Just a label: centred by the button itself, with no box of its own (grids show one on every card).
        children
      )}
      {isLoading && (
        <Busy>
          <Spinner />
        </Busy>
      )}
    </Root>
  );
}

const Content = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};

  /* Transparent, not hidden: the label stays the button's accessible name while the spinner shows. */
  &[data-hidden] {
    opacity: 0;
  }
`;

const Icon = styled.span`
  display: inline-flex;
`;

const Busy = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

const Root = styled(AriaButton)`
  ${textStyle('button')};
  --button-color: ${vars.color.primary.main};
  --button-text: ${vars.color.primary.text};
  --button-on-color: ${vars.color.primary.contrastText};
  --button-soft: ${vars.color.primary.soft};
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 64px;
  border: 1px solid transparent;
  border-radius: ${vars.radius.md};
  font-family: inherit;
  white-space: nowrap;
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-color='neutral'] {
    --button-color: ${vars.color.text.primary};
    --button-text: ${vars.color.text.primary};
    --button-on-color: ${vars.color.background.paper};
    --button-soft: ${vars.color.action.selected};
  }

  &[data-color='error'] {
    --button-color: ${vars.color.error.main};
    --button-text: ${vars.color.error.text};
    --button-on-color: ${vars.color.error.contrastText};
    --button-soft: ${vars.color.error.soft};
  }

  &[data-size='small'] {
    height: 30px;
    padding-inline: ${vars.space[2]};
    font-size: ${vars.typography.caption.size};
  }

  &[data-size='medium'] {
    height: 36px;
    padding-inline: ${vars.space[3]};
  }

  &[data-size='large'] {
    height: 48px;
    padding-inline: ${vars.space[5]};
    font-size: ${vars.typography.body1.size};
  }

  &[data-variant='contained'] {
    color: var(--button-on-color);
    background-color: var(--button-color);
  }

  &[data-variant='contained'][data-hovered] {
    box-shadow: ${vars.shadow.z8};
    filter: brightness(1.08);
  }

  &[data-variant='outlined'] {
    color: var(--button-text);
    border-color: currentColor;
    background-color: transparent;
  }

  &[data-variant='soft'] {
    color: var(--button-text);
    background-color: var(--button-soft);
  }

  &[data-variant='text'] {
    color: var(--button-text);
    background-color: transparent;
  }

  &:is([data-variant='outlined'], [data-variant='soft'], [data-variant='text'])[data-hovered] {
    background-color: ${vars.color.action.hover};
  }

  &[data-full-width] {
    width: 100%;
  }

  &[data-disabled] {
    color: ${vars.color.action.disabled};
    border-color: transparent;
    background-color: ${vars.color.action.disabledBackground};
    box-shadow: none;
    filter: none;
    cursor: not-allowed;
  }

  &:is([data-variant='text'], [data-variant='outlined'])[data-disabled] {
    background-color: transparent;
  }

  &[data-pending] {
    cursor: progress;
  }

  ${focusRing}
`;
