import { vars } from '@ordmarket/tokens';
import { useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { textStyle } from '../../theme/textStyle';
import { formatCount } from './formatCount';
import { isKeyboardFocus, useHasTabbableChild } from './keyboardFocus';

export interface TabItem<Id extends string = string> {
  id: Id;
  label: string;
  /** How many things the tab holds, shown beside its label. */
  count?: number;
  isDisabled?: boolean;
}

export interface TabsProps<Id extends string = string> {
  /** The tab list's accessible name, e.g. 'Marketplace'. */
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  /** The open tab (controlled). Leave out to let the tabs keep their own. */
  selectedTab?: Id;
  defaultSelectedTab?: Id;
  onSelectionChange?: (id: Id) => void;
  /** The open tab's panel. */
  children: (id: Id) => ReactNode;
}

/**
 * A row of tabs over one panel. Arrow keys move between tabs in the page's reading direction (wrapping at
 * the ends) and open the tab they reach, Home and End jump to the ends, disabled tabs are skipped; a narrow
 * screen scrolls the row instead of wrapping it.
 *
 * Written on plain elements rather than react-aria's Tabs: pages (a collection) show tabs at first paint,
 * and react-aria's collection machinery behind them was the largest part of its code those pages loaded.
 */
export function Tabs<Id extends string = string>({
  label,
  tabs,
  selectedTab,
  defaultSelectedTab,
  onSelectionChange,
  children,
}: TabsProps<Id>) {
  const baseId = useId();
  const listRef = useRef<HTMLDivElement>(null);
  // Naming the first open tab up front, so opening it is never reported as a change.
  const [ownSelection, setOwnSelection] = useState(defaultSelectedTab ?? tabs.find((tab) => !tab.isDisabled)?.id);
  const selected = selectedTab ?? ownSelection;
  const panelRef = useRef<HTMLDivElement>(null);
  const panelHasTabbable = useHasTabbableChild(panelRef, selected);
  // Rings show for keyboard focus only, as react-aria drew them: a focus that follows a pointer press has none.
  const [keyboardFocus, setKeyboardFocus] = useState<string>();
  const focusProps = (name: string) => ({
    onFocus: (event: FocusEvent) => {
      if (event.target === event.currentTarget) setKeyboardFocus(isKeyboardFocus() ? name : undefined);
    },
    onBlur: () => {
      setKeyboardFocus(undefined);
    },
    'data-focus-visible': keyboardFocus === name || undefined,
  });
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  const open = (tab: TabItem<Id>) => {
    if (tab.isDisabled || tab.id === selected) return;
    setOwnSelection(tab.id);
    onSelectionChange?.(tab.id);
  };

  const moveFocus = (from: Id, key: string) => {
    const enabled = tabs.filter((tab) => !tab.isDisabled);
    const at = enabled.findIndex((tab) => tab.id === from);
    const forward =
      listRef.current !== null && getComputedStyle(listRef.current).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next =
      key === 'Home'
        ? enabled[0]
        : key === 'End'
          ? enabled.at(-1)
          : key === forward
            ? enabled[(at + 1) % enabled.length]
            : key === backward
              ? enabled[(at - 1 + enabled.length) % enabled.length]
              : undefined;
    if (next === undefined) return false;
    document.getElementById(tabId(next.id))?.focus();
    open(next);
    return true;
  };

  return (
    <div>
      <List ref={listRef} role="tablist" aria-label={label} aria-orientation="horizontal">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <Tab
              key={tab.id}
              id={tabId(tab.id)}
              role="tab"
              data-key={tab.id}
              aria-selected={isSelected}
              aria-disabled={tab.isDisabled === true ? true : undefined}
              aria-controls={isSelected ? panelId(tab.id) : undefined}
              data-selected={isSelected || undefined}
              data-disabled={tab.isDisabled === true ? true : undefined}
              // A disabled tab takes no focus, not even from a click.
              tabIndex={isSelected ? 0 : tab.isDisabled === true ? undefined : -1}
              {...focusProps(tab.id)}
              onClick={() => open(tab)}
              onKeyDown={(event) => {
                if (moveFocus(tab.id, event.key)) event.preventDefault();
              }}
            >
              {tab.label}
              {tab.count !== undefined && <Count>{formatCount(tab.count)}</Count>}
            </Tab>
          );
        })}
      </List>
      {selected !== undefined && (
        <Panel
          key={selected}
          id={panelId(selected)}
          role="tabpanel"
          aria-labelledby={tabId(selected)}
          ref={panelRef}
          tabIndex={panelHasTabbable ? undefined : 0}
          {...focusProps('panel')}
        >
          {children(selected)}
        </Panel>
      )}
    </div>
  );
}

const List = styled.div`
  display: flex;
  gap: ${vars.space[4]};
  overflow-x: auto;
  box-shadow: inset 0 -1px 0 ${vars.color.divider};
  scrollbar-width: none;
`;

const Count = styled.span`
  ${textStyle('caption')};
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 20px;
  padding-inline: 6px;
  border-radius: ${vars.radius.sm};
  color: ${vars.color.text.secondary};
  background-color: ${vars.color.action.selected};
  font-weight: ${vars.fontWeight.bold};
`;

const Tab = styled.div`
  ${textStyle('subtitle2')};
  position: relative;
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${vars.space[2]};
  min-height: 48px;
  padding-inline: ${vars.space[1]};
  color: ${vars.color.text.secondary};
  white-space: nowrap;
  outline: none;
  cursor: pointer;
  transition: color ${vars.motion.duration.shortest} ${vars.motion.easing.standard};

  &::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    bottom: 0;
    height: 2px;
    border-radius: ${vars.radius.pill};
    background-color: transparent;
  }

  &:hover:not([data-disabled]) {
    color: ${vars.color.text.primary};
  }

  &[data-selected] {
    color: ${vars.color.text.primary};
  }

  &[data-selected]::after {
    background-color: ${vars.color.text.primary};
  }

  &[data-selected] ${Count} {
    color: ${vars.color.background.paper};
    background-color: ${vars.color.text.primary};
  }

  &[data-disabled] {
    color: ${vars.color.text.disabled};
    cursor: not-allowed;
  }

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: -2px;
    border-radius: ${vars.radius.sm};
  }
`;

const Panel = styled.div`
  padding-block: ${vars.space[4]};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
