import { Button as AriaButton } from 'react-aria-components';
import { vars } from '@ordmarket/tokens';
import styled, { css } from 'styled-components';

/**
 * A text-like button whose press area is stretched over its nearest positioned ancestor (a card or a
 * row), so the whole box presses as one and is named by the button's text.
 */
export const StretchedButton = styled(AriaButton)`
  padding: 0;
  border: 0;
  color: inherit;
  background: none;
  font: inherit;
  text-align: start;
  cursor: pointer;
  outline: none;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

/**
 * The surface of a card pressed through its StretchedButton: it lifts on that button's hover (not on the
 * hover of other buttons inside it) and shows the focus ring when the button has keyboard focus.
 */
export const pressableCard = css`
  position: relative;
  display: flex;
  flex-direction: column;
  min-width: 0;
  padding: ${vars.space[2]};
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.paper};
  transition:
    transform ${vars.motion.duration.shorter} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.shorter} ${vars.motion.easing.standard};

  &:has(${StretchedButton}[data-hovered]) {
    transform: translateY(-4px);
    box-shadow: ${vars.shadow.card};
  }

  &:has(${StretchedButton}[data-focus-visible]) {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
  }

  @media (prefers-reduced-motion: reduce) {
    &:has(${StretchedButton}[data-hovered]) {
      transform: none;
    }
  }
`;
