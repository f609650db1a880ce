import { vars } from '@ordmarket/tokens';
import type { RefObject } from 'react';
import { Menu as AriaMenu, MenuItem as AriaMenuItem, Popover, type Key } from 'react-aria-components';
import styled from 'styled-components';
import { listPanel, listRow } from '../../internal/listOverlay';
import type { MenuAction, MenuProps } from './Menu';

export interface MenuPanelProps extends Required<Pick<MenuProps, 'placement'>> {
  readonly triggerRef: RefObject<HTMLElement | null>;
  readonly menuId: string;
  /** The trigger's id: the menu is named by it. */
  readonly triggerId: string;
  readonly actions: readonly MenuAction[];
  readonly onAction: (key: Key) => void;
  /** Which action takes focus as the menu opens: the first or last (from the keyboard) or the menu itself. */
  readonly autoFocus: 'first' | 'last' | true;
  readonly onClose: () => void;
}

/** The open menu, loaded by Menu.tsx when first wanted: its popover, its list and their focus handling. */
export default function MenuPanel({
  triggerRef,
  menuId,
  triggerId,
  actions,
  onAction,
  autoFocus,
  placement,
  onClose,
}: MenuPanelProps) {
  return (
    <Panel
      triggerRef={triggerRef}
      trigger="MenuTrigger"
      aria-labelledby={triggerId}
      isOpen
      onOpenChange={(isOpen) => isOpen || onClose()}
      placement={placement}
      offset={6}
    >
      <AriaMenu
        id={menuId}
        aria-labelledby={triggerId}
        autoFocus={autoFocus}
        items={actions}
        onAction={onAction}
        onClose={onClose}
        disabledKeys={actions.filter((action) => action.isDisabled).map((action) => action.id)}
      >
        {(action: MenuAction) => (
          <Item id={action.id} textValue={action.label} data-destructive={action.isDestructive ? true : undefined}>
            {action.icon}
            {action.label}
          </Item>
        )}
      </AriaMenu>
    </Panel>
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
