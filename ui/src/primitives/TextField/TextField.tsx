import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import {
  TextField as AriaTextField,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'style' | 'isInvalid' | 'validate' | 'validationBehavior'
> {
  /** The visible label; without one, give the field an `aria-label`. */
  label?: string;
  /** A hint under the field; the error message takes its place while there is one. */
  description?: string;
  /** Shown under the field and marks it invalid, e.g. 'Address format error'. */
  errorMessage?: string;
  placeholder?: string;
  /** Before the text, e.g. a search icon (give icons aria-hidden). */
  startAdornment?: ReactNode;
  /** After the text, e.g. a unit such as 'sats/vB', or small controls. */
  endAdornment?: ReactNode;
  fullWidth?: boolean;
}

/** A labelled single-line text input with an optional hint, error text and start/end adornments. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  startAdornment,
  endAdornment,
  fullWidth = false,
  ...ariaProps
}: TextFieldProps) {
  const isInvalid = errorMessage !== undefined && errorMessage !== '';
  return (
    <Root {...ariaProps} isInvalid={isInvalid} validationBehavior="aria" data-full-width={fullWidth || undefined}>
      {label && <FieldLabel>{label}</FieldLabel>}
      <Frame>
        {startAdornment && <Adornment>{startAdornment}</Adornment>}
        <FieldInput placeholder={placeholder} />
        {endAdornment && <Adornment>{endAdornment}</Adornment>}
      </Frame>
      {isInvalid ? <ErrorText>{errorMessage}</ErrorText> : description && <Hint slot="description">{description}</Hint>}
    </Root>
  );
}

const Root = styled(AriaTextField)`
  display: inline-flex;
  flex-direction: column;
  gap: ${vars.space[1]};
  inline-size: 280px;
  max-inline-size: 100%;

  &[data-full-width] {
    inline-size: 100%;
  }
`;

const FieldLabel = styled(Label)`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};

  [data-disabled] > & {
    color: ${vars.color.text.disabled};
  }
`;

const Frame = styled(Group)`
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 48px;
  padding-inline: ${vars.space[3]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  background-color: transparent;
  cursor: text;
  transition:
    border-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-hovered] {
    border-color: ${vars.color.text.primary};
  }

  /* A second pixel drawn inside, so the focused frame thickens without moving the text. */
  &[data-focus-within] {
    border-color: ${vars.color.primary.text};
    box-shadow: inset 0 0 0 1px ${vars.color.primary.text};
  }

  &[data-invalid] {
    border-color: ${vars.color.error.text};
  }

  &[data-invalid][data-focus-within] {
    box-shadow: inset 0 0 0 1px ${vars.color.error.text};
  }

  &[data-disabled] {
    border-color: ${vars.color.divider};
    color: ${vars.color.text.disabled};
    background-color: ${vars.color.action.hover};
    cursor: not-allowed;
  }
`;

const FieldInput = styled(Input)`
  ${textStyle('body1')};
  flex: 1;
  min-inline-size: 0;
  block-size: 46px;
  padding: 0;
  border: 0;
  outline: none;
  color: inherit;
  background: transparent;
  font-family: inherit;

  &::placeholder {
    color: ${vars.color.text.disabled};
    opacity: 1;
  }

  &[data-disabled] {
    cursor: not-allowed;
  }
`;

const Adornment = styled.span`
  ${textStyle('body2')};
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[1]};
  color: ${vars.color.text.secondary};
  white-space: nowrap;

  [data-disabled] > & {
    color: ${vars.color.text.disabled};
  }
`;

const Hint = styled(Text)`
  ${textStyle('caption')};
  padding-inline: ${vars.space[3]};
  color: ${vars.color.text.secondary};
`;

const ErrorText = styled(FieldError)`
  ${textStyle('caption')};
  padding-inline: ${vars.space[3]};
  color: ${vars.color.error.text};
`;
