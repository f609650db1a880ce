import { vars } from '@ordmarket/tokens';
import type { ReactNode } from 'react';
import { Tab as AriaTab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { FollowPageDirection } from '../internal/FollowPageDirection';
import { textStyle } from '../theme/textStyle';
import { formatCount } from './formatCount';

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
 * A row of tabs over one panel. Arrow keys move between tabs in the page's reading direction, Home and
 * End jump to the ends; a narrow screen scrolls the row instead of wrapping it.
 */
export function Tabs<Id extends string = string>({
  label,
  tabs,
  selectedTab,
  defaultSelectedTab,
  onSelectionChange,
  children,
}: TabsProps<Id>) {
  const select = (key: Key) => {
    const tab = tabs.find((candidate) => candidate.id === key);
    if (tab) onSelectionChange?.(tab.id);
  };

  return (
    <FollowPageDirection>
      <AriaTabs
        selectedKey={selectedTab}
        // Naming the first open tab up front: left to react-aria, choosing it would be reported as a change.
        defaultSelectedKey={defaultSelectedTab ?? tabs.find((tab) => !tab.isDisabled)?.id}
        onSelectionChange={select}
        disabledKeys={tabs.filter((tab) => tab.isDisabled).map((tab) => tab.id)}
      >
        <List aria-label={label}>
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {tab.label}
              {tab.count !== undefined && <Count>{formatCount(tab.count)}</Count>}
            </Tab>
          ))}
        </List>
        {tabs.map((tab) => (
          <Panel key={tab.id} id={tab.id}>
            {children(tab.id)}
          </Panel>
        ))}
      </AriaTabs>
    </FollowPageDirection>
  );
}

const List = styled(TabList)`
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

const Tab = styled(AriaTab)`
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

  &[data-hovered] {
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

const Panel = styled(TabPanel)`
  padding-block: ${vars.space[4]};
  outline: none;

  &[data-focus-visible] {
    outline: 2px solid ${vars.color.primary.text};
    outline-offset: 2px;
    border-radius: ${vars.radius.sm};
  }
`;
