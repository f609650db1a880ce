import { vars } from '@ordmarket/tokens';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { textStyle } from '../../theme/textStyle';

// The panel enters from the inline end, so it slides in from the left in right-to-left pages.
const slideIn = keyframes`
  from { transform: translateX(calc(100% * var(--om-direction-sign))); }
  to { transform: translateX(0); }
`;

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.drawer};
`;

export const Panel = styled(Modal)`
  position: fixed;
  inset-block: 0;
  inset-inline-end: 0;
  width: min(${vars.layout.settingsDrawerWidth}, 100vw);
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.drawer};

  &[data-entering] {
    animation: ${slideIn} ${vars.motion.duration.entering} ${vars.motion.easing.decelerate};
  }
`;

export const Sheet = styled(Dialog)`
  display: flex;
  flex-direction: column;
  height: 100%;
  outline: none;
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  padding: ${vars.space[4]} ${vars.space[2]} ${vars.space[4]} ${vars.space[5]};
  border-bottom: 1px dashed ${vars.color.divider};
`;

export const Title = styled.h2`
  ${textStyle('h6')};
  flex: 1;
  margin: 0;
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[6]};
  padding: ${vars.space[5]};
  overflow-y: auto;
`;

export const Footer = styled.div`
  padding: ${vars.space[5]};
  border-top: 1px dashed ${vars.color.divider};
`;

export const SectionTitle = styled.h3`
  ${textStyle('overline')};
  display: flex;
  align-items: center;
  gap: ${vars.space[1]};
  margin: 0;
  color: ${vars.color.text.secondary};
  text-transform: uppercase;
`;
