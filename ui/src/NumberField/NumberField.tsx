import { vars } from '@ordmarket/tokens';
import { Minus, Plus } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { basicsStrings } from '../intl/areas/basics';
import { useKitStrings } from '../intl/useKitStrings';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { focusRing } from '../theme/interactionStyles';
import { readPositiveInteger, stepPositiveInteger } from './positiveInteger';

export interface NumberFieldProps extends Omit<
  TextFieldProps,
  | 'value'
  | 'defaultValue'
  | 'onChange'
  | 'onKeyDown'
  | 'type'
  | 'inputMode'
  | 'pattern'
  | 'startAdornment'
  | 'endAdornment'
> {
  /** The count; null while the field is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The largest count allowed; typing more shows this instead. */
  max?: number;
  /** Shown after the number, e.g. 'sats/vB'. */
  unit?: string;
}

/**
 * A field for a positive whole count (at least 1, no leading zero). Keys other than digits are ignored, a
 * leading zero is dropped, and counts over `max` are capped; the buttons and the arrow keys step by one.
 */
export function NumberField({ value, onChange, max, unit, isDisabled, isReadOnly, ...fieldProps }: NumberFieldProps) {
  const { t } = useKitStrings(basicsStrings);
  const isLocked = isDisabled === true || isReadOnly === true;
  const change = (next: number | null) => {
    if (next !== value) onChange(next);
  };
  const step = (direction: 1 | -1) => change(stepPositiveInteger(value, direction, max));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    step(event.key === 'ArrowUp' ? 1 : -1);
  };

  return (
    <TextField
      {...fieldProps}
      isDisabled={isDisabled}
      isReadOnly={isReadOnly}
      value={value === null ? '' : String(value)}
      onChange={(text) => change(readPositiveInteger(text, value, max))}
      onKeyDown={onKeyDown}
      inputMode="numeric"
      autoComplete="off"
      endAdornment={
        <>
          {unit && <span>{unit}</span>}
          <Steppers>
            <Step
              aria-label={t('numberField.decrease')}
              isDisabled={isLocked || value === null || value <= 1}
              onPress={() => step(-1)}
            >
              <Minus size={16} aria-hidden />
            </Step>
            <Step
              aria-label={t('numberField.increase')}
              isDisabled={isLocked || (max !== undefined && value !== null && value >= max)}
              onPress={() => step(1)}
            >
              <Plus size={16} aria-hidden />
            </Step>
          </Steppers>
        </>
      }
    />
  );
}

const Steppers = styled.span`
  display: inline-flex;
  gap: ${vars.space[1]};
  margin-inline-end: calc(-1 * ${vars.space[1]});
`;

const Step = styled(Button)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 28px;
  block-size: 28px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text.secondary};
  background-color: ${vars.color.action.hover};
  cursor: pointer;

  &[data-hovered] {
    color: ${vars.color.text.primary};
    background-color: ${vars.color.action.selected};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    background-color: transparent;
    cursor: not-allowed;
  }

  ${focusRing}
`;
