import { vars } from '@ordmarket/tokens';
import { Check, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField, type CheckboxFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../../theme/interactionStyles';
import { textStyle } from '../../theme/textStyle';

export interface CheckboxProps extends Omit<CheckboxFieldProps, 'children' | 'className' | 'style'> {
  /** The visible label. Leave it out where the row says what is checked, and give `aria-label` instead. */
  children?: ReactNode;
}

/** A checkbox with an optional label; `isIndeterminate` shows the dash of a partly checked "check all". */
export function Checkbox({ children, ...ariaProps }: CheckboxProps) {
  return (
    <CheckboxField {...ariaProps}>
      <Control>
        {({ isSelected, isIndeterminate }) => (
          <>
            <Box aria-hidden>
              {isIndeterminate ? (
                <Minus size={14} strokeWidth={3.5} />
              ) : (
                isSelected && <Check size={14} strokeWidth={3.5} />
              )}
            </Box>
            {children && <span>{children}</span>}
          </>
        )}
      </Control>
    </CheckboxField>
  );
}

const Box = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  inline-size: 18px;
  block-size: 18px;
  border: 2px solid ${vars.color.text.secondary};
  border-radius: ${vars.radius.xs};
  color: ${vars.color.primary.contrastText};
  transition:
    background-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard},
    box-shadow ${vars.motion.duration.shortest} ${vars.motion.easing.standard};
`;

const Control = styled(CheckboxButton)`
  ${textStyle('body2')};
  display: inline-flex;
  align-items: center;
  gap: ${vars.space[2]};
  min-block-size: 36px;
  padding-inline: ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  cursor: pointer;

  /* The hover halo is a shadow, so it grows the target's look without moving the label. */
  &[data-hovered] ${Box} {
    box-shadow: 0 0 0 7px ${vars.color.action.hover};
    background-color: ${vars.color.action.hover};
  }

  &:is([data-selected], [data-indeterminate]) ${Box} {
    border-color: ${vars.color.primary.main};
    background-color: ${vars.color.primary.main};
  }

  &[data-hovered]:is([data-selected], [data-indeterminate]) ${Box} {
    box-shadow: 0 0 0 7px ${vars.color.primary.soft};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }

  &[data-disabled] ${Box} {
    border-color: ${vars.color.action.disabledBackground};
    color: ${vars.color.text.disabled};
  }

  &[data-disabled]:is([data-selected], [data-indeterminate]) ${Box} {
    background-color: ${vars.color.action.disabledBackground};
  }

  ${focusRing}
`;
