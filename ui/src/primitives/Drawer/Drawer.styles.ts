import { mediaUp, vars } from '@ordmarket/tokens';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const fadeOut = keyframes`
  to { opacity: 0; }
`;

// Exits name only their end, so a sheet released mid-swipe leaves from where the finger let go.
const riseIn = keyframes`
  from { transform: translateY(100%); }
`;

const sinkOut = keyframes`
  to { transform: translateY(100%); }
`;

// The side sheet sits at the inline end, so it slides in from the left in right-to-left pages.
const slideIn = keyframes`
  from { transform: translateX(calc(100% * var(--om-direction-sign))); }
`;

const slideOut = keyframes`
  to { transform: translateX(calc(100% * var(--om-direction-sign))); }
`;

export const Backdrop = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.drawer};
  background-color: ${vars.color.background.backdrop};

  &[data-entering] {
    animation: ${fadeIn} ${vars.motion.duration.entering} ${vars.motion.easing.decelerate};
  }

  &[data-exiting] {
    animation: ${fadeOut} ${vars.motion.duration.leaving} ${vars.motion.easing.accelerate};
  }
`;

/** A bottom sheet on phones, a full-height side sheet from md up; `--drawer-width` overrides the width. */
export const Sheet = styled(Modal)`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  display: flex;
  max-height: calc(100% - ${vars.space[12]});
  border-start-start-radius: ${vars.radius.xl};
  border-start-end-radius: ${vars.radius.xl};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.drawer};
  transition: transform ${vars.motion.duration.short} ${vars.motion.easing.decelerate};

  &[data-entering] {
    animation: ${riseIn} ${vars.motion.duration.entering} ${vars.motion.easing.decelerate};
  }

  &[data-exiting] {
    animation: ${sinkOut} ${vars.motion.duration.leaving} ${vars.motion.easing.accelerate} forwards;
  }

  &[data-dragging] {
    transition: none;
    user-select: none;
  }

  ${mediaUp('md')} {
    inset-block: 0;
    inset-inline-start: auto;
    width: min(var(--drawer-width, ${vars.layout.drawerWidth}), 100vw);
    max-height: none;
    border-radius: 0;
    /* Vertical scrolling stays with the browser; sideways moves are the swipe's. */
    touch-action: pan-y;

    &[data-entering] {
      animation-name: ${slideIn};
    }

    &[data-exiting] {
      animation-name: ${slideOut};
    }
  }
`;

export const Surface = styled(Dialog)`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  outline: none;
`;

export const Handle = styled(Button)`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  align-self: center;
  width: 64px;
  height: 24px;
  margin-block-start: ${vars.space[1]};
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.pill};
  background: transparent;
  cursor: grab;
  touch-action: none;

  &::before {
    content: '';
    width: 40px;
    height: 4px;
    border-radius: ${vars.radius.pill};
    background-color: ${vars.color.text.disabled};
  }

  &[data-hovered]::before {
    background-color: ${vars.color.text.secondary};
  }

  ${focusRing}

  ${mediaUp('md')} {
    display: none;
  }
`;

export const Header = styled.header`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 64px;
  padding-block: ${vars.space[1]} ${vars.space[3]};
  padding-inline: ${vars.space[5]} ${vars.space[3]};
  border-bottom: 1px dashed ${vars.color.divider};
  touch-action: none;

  &[data-has-back] {
    padding-inline-start: ${vars.space[3]};
  }

  ${mediaUp('md')} {
    padding-block: ${vars.space[3]};
  }
`;

export const Title = styled(Heading)`
  ${textStyle('h6')};
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow-wrap: anywhere;
`;

/** The back arrow points to the inline start, so it turns round in right-to-left pages. */
export const BackIcon = styled.span`
  display: inline-flex;
  transform: scaleX(var(--om-direction-sign));
`;

export const Body = styled.div`
  flex: 1;
  min-height: 0;
  padding: ${vars.space[5]};
  overflow-y: auto;
  overscroll-behavior: contain;

  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: -2px;
  }
`;

export const Footer = styled.div`
  flex-shrink: 0;
  padding: ${vars.space[4]} ${vars.space[5]};
  padding-block-end: max(${vars.space[4]}, env(safe-area-inset-bottom));
  border-top: 1px dashed ${vars.color.divider};
`;
