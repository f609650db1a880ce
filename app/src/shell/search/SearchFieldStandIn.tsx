import { Search } from 'lucide-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { searchFieldFocused, searchFieldHovered, searchFieldLook, searchTextLook } from './searchFieldLook';

export interface SearchFieldStandInProps {
  readonly inputRef: Ref<HTMLInputElement>;
  readonly text: string;
  readonly onTextChange: (text: string) => void;
  /** The trader is about to search (pointer over the field, or focus): time to fetch the combobox. */
  readonly onWanted: () => void;
}

/**
 * The header's search field as the first paint shows it: a plain text field that looks like the combobox
 * and keeps what is typed, so the combobox and its list code load only once a trader reaches for it.
 */
export function SearchFieldStandIn({ inputRef, text, onTextChange, onWanted }: SearchFieldStandInProps) {
  const { t } = useTranslation('app');
  return (
    <Box onPointerEnter={onWanted}>
      <Field>
        <Search size={18} aria-hidden />
        <TypedText
          ref={inputRef}
          aria-label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onFocus={onWanted}
        />
      </Field>
    </Box>
  );
}

// The combobox's own box: as wide as the header allows, up to 480 px.
const Box = styled.div`
  width: 100%;
  max-width: 480px;
`;

const Field = styled.div`
  ${searchFieldLook}

  &:hover {
    ${searchFieldHovered}
  }

  &:focus-within {
    ${searchFieldFocused}
  }
`;

const TypedText = styled.input`
  ${searchTextLook}
`;
