import { vars } from '@ordmarket/tokens';
import { css } from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';
import { singleLine } from '../../theme/singleLine';
import { textStyle } from '../../theme/textStyle';

// The field's look, shared by the react-aria field and the stand-in the first paint shows in its place, so
// the swap between them changes nothing on screen. Both mark their state with the same data attributes.

export const fieldLook = css`
  display: inline-flex;
  flex-direction: column;
  gap: 6px;
  width: 240px;
  max-width: 100%;

  &[data-full-width] {
    width: 100%;
  }
`;

export const labelLook = css`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};

  [data-invalid] > & {
    color: ${vars.color.error.text};
  }

  [data-disabled] > & {
    color: ${vars.color.text.disabled};
  }
`;

export const triggerLook = css`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  height: 44px;
  padding-inline: ${vars.space[3]} ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  background-color: transparent;
  font-family: inherit;
  text-align: start;
  cursor: pointer;
  transition: border-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  & > svg {
    flex-shrink: 0;
    color: ${vars.color.text.secondary};
    transition: transform ${vars.motion.duration.shortest} ${vars.motion.easing.standard};
  }

  &[data-hovered] {
    border-color: ${vars.color.text.primary};
  }

  [data-open] > & {
    border-color: ${vars.color.primary.text};
    box-shadow: 0 0 0 1px ${vars.color.primary.text};
  }

  [data-open] > & > svg {
    transform: rotate(180deg);
  }

  [data-invalid] > & {
    border-color: ${vars.color.error.text};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    border-color: ${vars.color.divider};
    cursor: not-allowed;
  }

  &[data-disabled] > svg {
    color: inherit;
  }

  ${focusRing}
`;

export const valueLook = css`
  flex: 1;
  min-width: 0;
  ${singleLine};

  &[data-placeholder] {
    color: ${vars.color.text.secondary};
  }

  [data-disabled] > &[data-placeholder] {
    color: inherit;
  }
`;

export const helpLook = css`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

export const errorLook = css`
  ${textStyle('caption')};
  color: ${vars.color.error.text};
`;
