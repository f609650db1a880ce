import { mediaUp, vars } from '@ordmarket/tokens';
import { IconButton } from '@ordmarket/ui';
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CollectionSearchBox } from './CollectionSearchBox';

/**
 * The header's collection search. Wide screens always show the field; small screens show a search button
 * that opens the field over the header, with a button to fold it away again.
 */
export function HeaderSearch() {
  const { t } = useTranslation('home');
  const [isOpened, setOpened] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The field appears because the trader asked for it: they expect to type at once.
  useEffect(() => {
    if (isOpened) inputRef.current?.focus();
  }, [isOpened]);

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
        <CollectionSearchBox inputRef={inputRef} onChosen={() => setOpened(false)} />
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
