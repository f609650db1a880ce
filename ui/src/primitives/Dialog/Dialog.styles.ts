import { vars } from '@ordmarket/tokens';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';
import { textStyle } from '../../theme/textStyle';

const fadeIn = keyframes`
  from { opacity: 0; }
`;

const fadeOut = keyframes`
  to { opacity: 0; }
`;

const popIn = keyframes`
  from { opacity: 0; transform: scale(0.96); }
`;

export const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: ${vars.z.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space[4]};
  background-color: ${vars.color.background.backdrop};

  /* A dialog the server rendered is on screen already when the browser's takes its place. */
  &[data-entering]:not([data-server-rendered]) {
    animation: ${fadeIn} ${vars.motion.duration.entering} ${vars.motion.easing.decelerate};
  }

  &[data-exiting] {
    animation: ${fadeOut} ${vars.motion.duration.leaving} ${vars.motion.easing.accelerate} forwards;
  }
`;

export const Panel = styled(Modal)`
  position: relative;
  display: flex;
  width: 100%;
  max-width: 480px;
  max-height: 100%;
  border-radius: ${vars.radius.xl};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.dialog};

  &[data-size='small'] {
    max-width: 400px;
  }

  &[data-size='large'] {
    max-width: 640px;
  }

  &[data-entering]:not([data-server-rendered]) {
    animation: ${popIn} ${vars.motion.duration.entering} ${vars.motion.easing.decelerate};
  }
`;

export const Surface = styled(Dialog)`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${vars.space[4]};
  min-width: 0;
  padding: ${vars.space[6]};
  overflow-y: auto;
  outline: none;

  &[data-align='center'] {
    align-items: center;
    text-align: center;
  }
`;

export const CloseCorner = styled.div`
  position: absolute;
  inset-block-start: ${vars.space[3]};
  inset-inline-end: ${vars.space[3]};
`;

export const Media = styled.div`
  display: flex;
  justify-content: center;
  margin-block-start: ${vars.space[2]};
`;

export const Title = styled(Heading)`
  ${textStyle('h5')};
  margin: 0;
  overflow-wrap: anywhere;

  /* Leaves the corner to the close button. */
  &[data-beside-close] {
    padding-inline-end: ${vars.space[8]};
  }

  [data-align='center'] > & {
    padding-inline: ${vars.space[8]};
  }

  /* Named for screen readers where a picture already says it. */
  &[data-hidden] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const Content = styled.div`
  ${textStyle('body2')};
  display: flex;
  flex-direction: column;
  gap: ${vars.space[3]};
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;

  & p {
    margin: 0;
  }

  /* With the title hidden, the message is what the dialog says: it reads as the main text. */
  [data-title-hidden] > & {
    ${textStyle('body1')};
    color: ${vars.color.text.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space[2]};
  margin-block-start: ${vars.space[2]};

  [data-align='center'] > & {
    justify-content: center;
    width: 100%;
  }
`;
