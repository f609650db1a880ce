import { vars } from '@ordmarket/tokens';
import { Minus, Plus } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { useAmountProblemText } from '../../amountText/useAmountProblemText';
import { TextField, type TextFieldProps } from '../TextField/TextField';
import { focusRing } from '../../theme/interactionStyles';
import { readCountEdit, stepPositiveInteger } from './positiveInteger';

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
 * A field for a positive whole count (at least 1, no leading zero). Keys other than digits are ignored, counts over
 * `max` are capped, and the buttons and the arrow keys step by one. A 0 or a leading zero stays as typed, with what
 * the rule asks, and counts as no value until it is mended.
 */
export function NumberField({
  value,
  onChange,
  max,
  unit,
  isDisabled,
  isReadOnly,
  errorMessage,
  ...fieldProps
}: NumberFieldProps) {
  const { t } = useKitStrings(basicsStrings);
  const problemText = useAmountProblemText();
  const isLocked = isDisabled === true || isReadOnly === true;
  // The text the integer rule refused, kept so the trader sees what they typed beside why.
  const [refused, setRefused] = useState<{ text: string; message: string } | null>(null);
  const change = (next: number | null) => {
    setRefused(null);
    if (next !== value) onChange(next);
  };
  const edit = (text: string) => {
    const countEdit = readCountEdit(text, max);
    switch (countEdit.kind) {
      case 'ignored':
        return;
      case 'empty':
        change(null);
        return;
      case 'count':
        change(countEdit.value);
        return;
      case 'refused':
        setRefused({
          text,
          message: problemText(countEdit.reading, { kind: 'count', ...(max === undefined ? {} : { max }) }) ?? '',
        });
        if (value !== null) onChange(null);
    }
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
      value={refused?.text ?? (value === null ? '' : String(value))}
      onChange={edit}
      errorMessage={refused?.message ?? errorMessage}
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
