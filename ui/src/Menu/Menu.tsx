import { vars } from '@ordmarket/tokens';
import type { ReactElement, ReactNode } from 'react';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, MenuTrigger, Popover, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { FollowPageDirection } from '../internal/FollowPageDirection';
import { listPanel, listRow } from '../internal/listOverlay';

export interface MenuAction<Id extends string = string> {
  id: Id;
  label: string;
  /** Decorative, so give it aria-hidden. */
  icon?: ReactNode;
  isDisabled?: boolean;
  /** Marks an action that destroys or cancels something (delist, cancel order) in the error colour. */
  isDestructive?: boolean;
}

export interface MenuProps<Id extends string = string> {
  /** The button that opens the menu: a kit Button or IconButton. Its name is also the menu's name. */
  trigger: ReactElement;
  actions: ReadonlyArray<MenuAction<Id>>;
  onAction: (id: Id) => void;
  placement?: 'bottom start' | 'bottom end' | 'top start' | 'top end';
}

/**
 * A button that opens a list of actions. Arrow keys move through the actions, typing jumps to one,
 * Enter or a press runs it and closes the menu, Escape closes it; focus returns to the button.
 */
export function Menu<Id extends string = string>({
  trigger,
  actions,
  onAction,
  placement = 'bottom start',
}: MenuProps<Id>) {
  const runAction = (key: Key) => {
    const action = actions.find((candidate) => candidate.id === key);
    if (action) onAction(action.id);
  };

  return (
    <FollowPageDirection>
      <MenuTrigger>
        {trigger}
        <Panel placement={placement} offset={6}>
          <AriaMenu
            items={actions}
            onAction={runAction}
            disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
          >
            {(action) => (
              <Item id={action.id} textValue={action.label} data-destructive={action.isDestructive ? true : undefined}>
                {action.icon}
                {action.label}
              </Item>
            )}
          </AriaMenu>
        </Panel>
      </MenuTrigger>
    </FollowPageDirection>
  );
}

const Panel = styled(Popover)`
  ${listPanel}

  & [role='menu'] {
    outline: none;
  }
`;

const Item = styled(AriaMenuItem)`
  ${listRow}

  &[data-destructive] {
    color: ${vars.color.error.text};
  }

  &[data-destructive][data-disabled] {
    color: ${vars.color.text.disabled};
  }
`;
