import { vars } from '@ordmarket/tokens';
import { Maximize, Minimize } from 'lucide-react';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';

interface FullscreenButtonProps {
  isAvailable: boolean;
  isFullscreen: boolean;
  enterLabel: string;
  exitLabel: string;
  onToggle: () => void;
}

export function FullscreenButton({
  isAvailable,
  isFullscreen,
  enterLabel,
  exitLabel,
  onToggle,
}: FullscreenButtonProps) {
  return (
    <Wide onPress={onToggle} isDisabled={!isAvailable} data-fullscreen={isFullscreen}>
      {isFullscreen ? <Minimize size={18} aria-hidden /> : <Maximize size={18} aria-hidden />}
      {isFullscreen ? exitLabel : enterLabel}
    </Wide>
  );
}

const Wide = styled(Button)`
  ${textStyle('button')};
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${vars.space[2]};
  width: 100%;
  min-height: 48px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  background: transparent;
  font-family: inherit;
  cursor: pointer;

  &[data-hovered] {
    background-color: ${vars.color.action.hover};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }

  &[data-fullscreen='true'] {
    color: ${vars.color.primary.text};
    border-color: ${vars.color.primary.text};
  }

  ${focusRing}
`;
