import { vars } from '@ordmarket/tokens';
import { Check, ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  FieldError,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  Text,
  type Key,
} from 'react-aria-components';
import styled from 'styled-components';
import { FollowPageDirection } from '../internal/FollowPageDirection';
import { listPanel, listRow } from '../internal/listOverlay';
import { focusRing } from '../theme/interactionStyles';
import { textStyle } from '../theme/textStyle';
import { singleLine } from '../theme/singleLine';

export interface SelectOption<Id extends string = string> {
  id: Id;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<Id extends string = string> {
  /** The visible label, also the field's accessible name. */
  label: string;
  options: ReadonlyArray<SelectOption<Id>>;
  /** The chosen option (controlled); null for none. Leave out to let the field keep its own. */
  value?: Id | null;
  defaultValue?: Id;
  onChange?: (value: Id) => void;
  /** Shown while nothing is chosen; defaults to the locale's 'Select an option'. */
  placeholder?: string;
  /** Help under the field. */
  description?: string;
  /** Marks the field invalid and says why, under the field. */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  fullWidth?: boolean;
}

/**
 * A labelled single choice from a list. The chosen text is cut with an ellipsis in the field (its full
 * text is the field's title) and shown in full in the list, where long options wrap.
 */
export function Select<Id extends string = string>({
  label,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isDisabled = false,
  isRequired = false,
  fullWidth = false,
}: SelectProps<Id>) {
  const { t } = useTranslation('basics');
  // Typed for both selection modes because styled() drops react-aria's mode generic; this one is single.
  const choose = (key: Key | Key[] | null) => {
    const option = options.find((candidate) => candidate.id === key);
    if (option) onChange?.(option.id);
  };

  return (
    <FollowPageDirection>
      <Field
        value={value}
        defaultValue={defaultValue}
        onChange={choose}
        placeholder={placeholder ?? t('select.placeholder')}
        isDisabled={isDisabled}
        isRequired={isRequired}
        isInvalid={errorMessage !== undefined}
        disabledKeys={options.filter((option) => option.isDisabled).map((option) => option.id)}
        data-full-width={fullWidth || undefined}
      >
        <FieldLabel>{label}</FieldLabel>
        <Trigger>
          <Value>
            {({ defaultChildren, selectedText, isPlaceholder }) => (
              <span title={isPlaceholder ? undefined : selectedText}>{defaultChildren}</span>
            )}
          </Value>
          <ChevronDown size={18} aria-hidden />
        </Trigger>
        {description && <Help slot="description">{description}</Help>}
        <Error>{errorMessage}</Error>
        <Panel placement="bottom start" offset={6}>
          <ListBox items={options}>
            {(option) => (
              <Option id={option.id} textValue={option.label}>
                {({ isSelected }) => (
                  <>
                    <OptionLabel>{option.label}</OptionLabel>
                    {isSelected && <Check aria-hidden />}
                  </>
                )}
              </Option>
            )}
          </ListBox>
        </Panel>
      </Field>
    </FollowPageDirection>
  );
}

const Field = styled(AriaSelect)`
  display: inline-flex;
  flex-direction: column;
  gap: 6px;
  width: 240px;
  max-width: 100%;

  &[data-full-width] {
    width: 100%;
  }
`;

const FieldLabel = styled(Label)`
  ${textStyle('subtitle2')};
  color: ${vars.color.text.secondary};

  [data-invalid] > & {
    color: ${vars.color.error.text};
  }

  [data-disabled] > & {
    color: ${vars.color.text.disabled};
  }
`;

const Trigger = styled(Button)`
  ${textStyle('body2')};
  display: flex;
  align-items: center;
  gap: ${vars.space[2]};
  width: 100%;
  height: 44px;
  padding-inline: ${vars.space[3]} ${vars.space[2]};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  background-color: transparent;
  font-family: inherit;
  text-align: start;
  cursor: pointer;
  transition: border-color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  & > svg {
    flex-shrink: 0;
    color: ${vars.color.text.secondary};
    transition: transform ${vars.motion.duration.shortest} ${vars.motion.easing.standard};
  }

  &[data-hovered] {
    border-color: ${vars.color.text.primary};
  }

  [data-open] > & {
    border-color: ${vars.color.primary.text};
    box-shadow: 0 0 0 1px ${vars.color.primary.text};
  }

  [data-open] > & > svg {
    transform: rotate(180deg);
  }

  [data-invalid] > & {
    border-color: ${vars.color.error.text};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    border-color: ${vars.color.divider};
    cursor: not-allowed;
  }

  &[data-disabled] > svg {
    color: inherit;
  }

  ${focusRing}
`;

const Value = styled(SelectValue)`
  flex: 1;
  min-width: 0;
  ${singleLine};

  &[data-placeholder] {
    color: ${vars.color.text.secondary};
  }

  [data-disabled] > &[data-placeholder] {
    color: inherit;
  }
`;

const Help = styled(Text)`
  ${textStyle('caption')};
  color: ${vars.color.text.secondary};
`;

const Error = styled(FieldError)`
  ${textStyle('caption')};
  color: ${vars.color.error.text};
`;

const Panel = styled(Popover)`
  ${listPanel}
  max-height: 320px;

  & [role='listbox'] {
    outline: none;
  }
`;

const OptionLabel = styled.span`
  flex: 1;
  min-width: 0;
`;

const Option = styled(ListBoxItem)`
  ${listRow}

  &[data-selected] {
    color: ${vars.color.primary.text};
    font-weight: ${vars.fontWeight.semibold};
  }
`;
