import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import { SwitchButton, SwitchField, type SwitchFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';

export interface SwitchProps extends Omit<SwitchFieldProps, 'children' | 'className' | 'style'> {
  /** The visible label; without one, give `aria-label`. */
  children?: ReactNode;
}

/** An on/off switch that applies at once, with its label after the track. */
export function Switch({ children, ...ariaProps }: SwitchProps) {
  return (
    <SwitchField {...ariaProps}>
      <Control>
        <Track aria-hidden>
          <Knob />
        </Track>
        {children}
      </Control>
    </SwitchField>
  );
}

const Track = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  inline-size: 36px;
  block-size: 20px;
  padding: 2px;
  border-radius: ${vars.radius.pill};
  background-color: ${vars.color.action.disabled};
  transition: background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};
`;

const Knob = styled.span`
  inline-size: 16px;
  block-size: 16px;
  border-radius: ${vars.radius.circle};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.z1};
  transition: transform ${vars.motion.duration.shortest} ${vars.motion.easing.standard};
`;

const Control = styled(SwitchButton)`
  ${textStyle('body2')};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-block-size: 36px;
  padding-inline: ${vars.space[1]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  cursor: pointer;

  &[data-hovered] ${Track} {
    filter: brightness(1.1);
  }

  &[data-selected] ${Track} {
    background-color: ${vars.color.primary.main};
  }

  /* Moves by the track's free space, mirrored in right-to-left pages. */
  &[data-selected] ${Knob} {
    transform: translateX(calc(16px * ${vars.direction.sign}));
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }

  &[data-disabled] ${Track} {
    background-color: ${vars.color.action.disabledBackground};
    filter: none;
  }

  ${focusRing}
`;
