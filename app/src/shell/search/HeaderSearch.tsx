import { mediaUp, vars } from '@ordmarket/tokens';
import { IconButton } from '@ordmarket/ui';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CollectionSearchBox } from './CollectionSearchBox';
import { SearchFieldStandIn } from './SearchFieldStandIn';

const loadSearchBox = () => import('./CollectionSearchBox').then((module) => module.CollectionSearchBox);

/**
 * The header's collection search. Wide screens always show the field; small screens show a search button
 * that opens the field over the header, with a button to fold it away again. The first paint shows a plain
 * field in its place: the combobox (list, popover, keyboard navigation) is fetched when a pointer comes
 * over the field or it takes focus, and takes over what was typed and the focus.
 */
export function HeaderSearch() {
  const { t } = useTranslation('app');
  const [isOpened, setOpened] = useState(false);
  const [SearchBox, setSearchBox] = useState<typeof CollectionSearchBox>();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const wasFocused = useRef(false);
  const fetchSearchBox = () => {
    if (SearchBox !== undefined) return;
    void loadSearchBox().then((box) => {
      wasFocused.current = document.activeElement === inputRef.current;
      setSearchBox(() => box);
    });
  };
  // The field appears because the trader asked for it: they expect to type at once.
  useEffect(() => {
    if (isOpened) inputRef.current?.focus();
  }, [isOpened]);
  // The combobox replaces a focused stand-in: the caret moves on to it.
  useEffect(() => {
    if (SearchBox !== undefined && wasFocused.current) inputRef.current?.focus();
  }, [SearchBox]);

  return (
    <Root>
      {!isOpened && (
        <OpenButton>
          <IconButton label={t('search.open')} onPress={() => setOpened(true)}>
            <Search aria-hidden />
          </IconButton>
        </OpenButton>
      )}
      <Area data-opened={isOpened || undefined}>
        {SearchBox === undefined ? (
          <SearchFieldStandIn inputRef={inputRef} text={draft} onTextChange={setDraft} onWanted={fetchSearchBox} />
        ) : (
          <SearchBox inputRef={inputRef} initialText={draft} onChosen={() => setOpened(false)} />
        )}
        <CloseButton>
          <IconButton label={t('search.close')} onPress={() => setOpened(false)}>
            <X aria-hidden />
          </IconButton>
        </CloseButton>
      </Area>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex: 1;
  justify-content: center;
  min-width: 0;
`;

const OpenButton = styled.div`
  display: flex;
  margin-inline-start: auto;

  ${mediaUp('md')} {
    display: none;
  }
`;

// Below md the field is hidden until opened, then covers the header bar (the sticky header is its containing block).
const Area = styled.div`
  display: none;
  align-items: center;
  gap: ${vars.space[2]};

  &[data-opened] {
    position: absolute;
    inset: 0;
    z-index: 1;
    display: flex;
    padding-inline: ${vars.space[4]};
    background-color: ${vars.color.background.default};
  }

  ${mediaUp('md')} {
    &,
    &[data-opened] {
      position: static;
      display: flex;
      flex: 1;
      justify-content: center;
      padding: 0;
      background: none;
    }
  }
`;

const CloseButton = styled.div`
  display: flex;

  ${mediaUp('md')} {
    display: none;
  }
`;
