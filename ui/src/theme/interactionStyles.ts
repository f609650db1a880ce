import { vars } from '@ordmarket/tokens';
import { css } from 'styled-components';

/** The keyboard focus ring, on react-aria's focus-visible state only (never after a mouse click). */
export const focusRing = css`
  &[data-focus-visible] {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
  }
`;

/** A bordered choice tile: tinted on hover, outlined in the brand colour when selected. */
export const selectableTile = css`
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.secondary};
  cursor: pointer;
  transition:
    background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard},
    border-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &[data-hovered] {
    background-color: ${vars.color.action.hover};
  }

  &[data-selected] {
    color: ${vars.color.primary.text};
    border-color: ${vars.color.primary.text};
    background-color: ${vars.color.primary.soft};
  }

  ${focusRing}
`;

/** A link inside running text: the brand colour, underlined, thicker on hover, ringed on keyboard focus. */
export const inlineLink = css`
  border-radius: ${vars.radius.xs};
  color: ${vars.color.primary.text};
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    text-decoration-thickness: 2px;
  }

  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
  }
`;
