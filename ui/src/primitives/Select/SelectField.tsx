import { vars } from '@ordmarket/tokens';
import { Check, ChevronDown } from 'lucide-react';
import { useState } from 'react';
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
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import { FollowPageDirection } from '../../internal/FollowPageDirection';
import { listPanel, listRow } from '../../internal/listOverlay';
import type { SelectProps } from './Select';
import { errorLook, fieldLook, helpLook, labelLook, triggerLook, valueLook } from './selectLook';

export interface SelectFieldProps<Id extends string = string> extends SelectProps<Id> {
  /** Takes focus as it mounts: the trader had focused the stand-in it replaces. */
  autoFocus?: boolean;
  /** Opens once mounted and focused: the trader had already asked the stand-in for the list. */
  openOnMount?: boolean;
}

/** The react-aria field behind Select, loaded when a trader first reaches for one (see Select.tsx). */
export default function SelectField<Id extends string = string>({
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
  autoFocus = false,
  openOnMount = false,
}: SelectFieldProps<Id>) {
  const { t } = useKitStrings(basicsStrings);
  const [isOpen, setOpen] = useState(false);
  // Opened once the trigger has taken focus (autoFocus), so closing the list returns focus to it as usual.
  const [isOpenPending, setOpenPending] = useState(openOnMount);
  const openIfAsked = () => {
    if (!isOpenPending) return;
    setOpenPending(false);
    setOpen(true);
  };
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
        autoFocus={autoFocus}
        isOpen={isOpen}
        onOpenChange={setOpen}
        onFocus={openIfAsked}
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
  ${fieldLook}
`;

const FieldLabel = styled(Label)`
  ${labelLook}
`;

const Trigger = styled(Button)`
  ${triggerLook}
`;

const Value = styled(SelectValue)`
  ${valueLook}
`;

const Help = styled(Text)`
  ${helpLook}
`;

const Error = styled(FieldError)`
  ${errorLook}
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
