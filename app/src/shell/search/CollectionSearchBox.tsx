import { vars } from '@ordmarket/tokens';
import { textStyle } from '@ordmarket/ui';
import { Search } from 'lucide-react';
import { useState, type Ref } from 'react';
import { ComboBox, Group, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { collectionHref } from '../../api/marketCollection';
import { searchFieldFocused, searchFieldHovered, searchFieldLook, searchTextLook } from './searchFieldLook';
import { SearchResult } from './SearchResult';
import { useCollectionSearch } from './useCollectionSearch';

export interface CollectionSearchBoxProps {
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Called after a collection was chosen, e.g. to fold the field away on a small screen. */
  readonly onChosen?: () => void;
  /** Text typed into the field that stood in while this one loaded. */
  readonly initialText?: string;
}

/**
 * A combobox that searches collections as the trader types and opens the chosen one. Arrow keys move through
 * the matches, Enter or a press opens one, Escape closes the list (and a second Escape clears the text).
 */
export function CollectionSearchBox({ inputRef, onChosen, initialText = '' }: CollectionSearchBoxProps) {
  const { t } = useTranslation('app');
  const navigate = useNavigate();
  const [typed, setTyped] = useState(initialText);
  const { results, isSearching } = useCollectionSearch(typed);
  // Typed for both selection modes because styled() drops react-aria's mode generic; this one is single.
  const choose = (value: Key | Key[] | null) => {
    const key = Array.isArray(value) ? value[0] : value;
    if (key === undefined || key === null) return;
    setTyped('');
    onChosen?.();
    void navigate(collectionHref(String(key)));
  };

  return (
    <Box
      aria-label={t('search.label')}
      items={results}
      inputValue={typed}
      onInputChange={setTyped}
      // Always unselected, so choosing the same collection again still opens it.
      value={null}
      onChange={choose}
      menuTrigger="input"
      allowsEmptyCollection={typed.trim() !== ''}
      allowsCustomValue
    >
      <Field>
        <Search size={18} aria-hidden />
        <TypedText ref={inputRef} placeholder={t('search.placeholder')} />
      </Field>
      <Panel placement="bottom start" offset={6}>
        <ListBox
          aria-label={t('search.results')}
          renderEmptyState={() => (
            <Notice>{isSearching ? t('search.searching') : t('search.noMatch', { keyword: typed.trim() })}</Notice>
          )}
        >
          {(collection: (typeof results)[number]) => (
            <Option id={collection.collection_id} textValue={collection.name}>
              <SearchResult collection={collection} />
            </Option>
          )}
        </ListBox>
      </Panel>
    </Box>
  );
}

const Box = styled(ComboBox)`
  width: 100%;
  max-width: 480px;
`;

const Field = styled(Group)`
  ${searchFieldLook}

  &[data-hovered] {
    ${searchFieldHovered}
  }

  &[data-focus-within] {
    ${searchFieldFocused}
  }
`;

const TypedText = styled(Input)`
  ${searchTextLook}
`;

const Panel = styled(Popover)`
  z-index: ${vars.z.popover};
  width: var(--trigger-width);
  min-width: 260px;
  max-width: calc(100vw - 16px);
  max-height: 420px;
  padding: ${vars.space[1]};
  overflow: auto;
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.dropdown};
  outline: none;

  & [role='listbox'] {
    outline: none;
  }
`;

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  gap: ${vars.space[3]};
  min-height: 48px;
  padding: 6px ${vars.space[2]};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text.primary};
  outline: none;
  cursor: pointer;

  &[data-focused] {
    background-color: ${vars.color.action.hover};
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: -2px;
  }
`;

const Notice = styled.p`
  ${textStyle('body2')};
  margin: 0;
  padding: ${vars.space[3]} ${vars.space[2]};
  color: ${vars.color.text.secondary};
  overflow-wrap: anywhere;
`;
