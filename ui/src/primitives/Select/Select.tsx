import { vars } from '@ordmarket/tokens';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { basicsStrings } from '../../intl/areas/basics';
import { useKitStrings } from '../../intl/useKitStrings';
import type SelectField from './SelectField';
import { errorLook, fieldLook, helpLook, labelLook, triggerLook, valueLook } from './selectLook';

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

// Once one field has loaded, every field mounted after it renders the real one straight away.
let loadedField: typeof SelectField | undefined;
const loadField = () =>
  import('./SelectField').then((module) => {
    loadedField = module.default;
    return module.default;
  });

/** What the trader did to the stand-in before the real field arrived, replayed on it as it mounts. */
interface Reach {
  readonly focused: boolean;
  readonly opened: boolean;
}

/**
 * A labelled single choice from a list. The chosen text is cut with an ellipsis in the field (its full
 * text is the field's title) and shown in full in the list, where long options wrap.
 *
 * Pages show a select (a sort order) at first paint, long before anyone opens it, and its list, popover and
 * keyboard handling are the largest part of react-aria a page would load. So the first paint shows a
 * stand-in that looks and names itself the same; a pointer coming over it or focus loads the real field,
 * which takes the stand-in's place with its focus, and opens if the trader already asked for the list.
 */
export function Select<Id extends string = string>(props: SelectProps<Id>) {
  const [Field, setField] = useState(() => loadedField);
  const [reach, setReach] = useState<Reach>({ focused: false, opened: false });

  if (Field !== undefined) return <Field {...props} autoFocus={reach.focused} openOnMount={reach.opened} />;

  const load = () => void loadField().then((field) => setField(() => field));
  return (
    <SelectStandIn
      {...props}
      onWanted={load}
      onReach={(next) => {
        load();
        setReach(next);
      }}
    />
  );
}

interface SelectStandInProps<Id extends string> extends SelectProps<Id> {
  /** A pointer came over the field: time to fetch the real one. */
  readonly onWanted: () => void;
  readonly onReach: (reach: Reach) => void;
}

function SelectStandIn<Id extends string>({
  label,
  options,
  value,
  defaultValue,
  placeholder,
  description,
  errorMessage,
  isDisabled = false,
  fullWidth = false,
  onWanted,
  onReach,
}: SelectStandInProps<Id>) {
  const { t } = useKitStrings(basicsStrings);
  const id = useId();
  const chosen = options.find((option) => option.id === (value === undefined ? defaultValue : value));
  const isInvalid = errorMessage !== undefined;
  const describedBy = [description && `${id}-help`, isInvalid && `${id}-error`].filter(Boolean).join(' ');

  return (
    <Field
      data-full-width={fullWidth || undefined}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <FieldLabel id={`${id}-label`}>{label}</FieldLabel>
      <Trigger
        type="button"
        disabled={isDisabled}
        data-disabled={isDisabled || undefined}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={`${id}-value ${id}-label`}
        aria-describedby={describedBy || undefined}
        onPointerEnter={onWanted}
        onFocus={() => onReach({ focused: true, opened: false })}
        onBlur={() => onReach({ focused: false, opened: false })}
        onClick={() => onReach({ focused: true, opened: true })}
        onKeyDown={(key) => {
          if (key.key !== 'ArrowDown' && key.key !== 'ArrowUp') return;
          key.preventDefault();
          onReach({ focused: true, opened: true });
        }}
      >
        <Value id={`${id}-value`} data-placeholder={chosen === undefined || undefined}>
          <span title={chosen?.label}>{chosen?.label ?? placeholder ?? t('select.placeholder')}</span>
        </Value>
        <ChevronDown size={18} aria-hidden />
      </Trigger>
      {description && <Help id={`${id}-help`}>{description}</Help>}
      {isInvalid && <Error id={`${id}-error`}>{errorMessage}</Error>}
    </Field>
  );
}

const Field = styled.div`
  ${fieldLook}
`;

const FieldLabel = styled.span`
  ${labelLook}
`;

const Trigger = styled.button`
  ${triggerLook}

  /* The ring react-aria's field draws on keyboard focus; the stand-in has the browser's own signal for it. */
  &:focus-visible {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
  }
`;

const Value = styled.span`
  ${valueLook}
`;

const Help = styled.span`
  ${helpLook}
`;

const Error = styled.span`
  ${errorLook}
`;
