import { cloneElement, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';
import type { ButtonProps as AriaButtonProps, Key } from 'react-aria-components';
import { FollowPageDirection } from '../../internal/FollowPageDirection';
import type MenuPanel from './MenuPanel';

const loadMenuPanel = () => import('./MenuPanel').then((module) => module.default);

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

/** Where focus goes as the menu opens: an end of the list from the keyboard, the menu itself for a pointer. */
type OpenFocus = 'first' | 'last' | true;

/**
 * A button that opens a list of actions. Arrow keys move through the actions, typing jumps to one,
 * Enter or a press runs it and closes the menu, Escape closes it; focus returns to the button.
 *
 * Pages show menu buttons long before anyone opens one, so the list, its popover and their focus handling
 * load when a pointer comes over the button or it takes focus; the button itself is wired here and stays
 * the same element throughout, and a press made while the list loads opens it as soon as it arrives.
 */
export function Menu<Id extends string = string>({
  trigger,
  actions,
  onAction,
  placement = 'bottom start',
}: MenuProps<Id>) {
  const [Panel, setPanel] = useState<typeof MenuPanel>();
  const [openFocus, setOpenFocus] = useState<OpenFocus>();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const triggerId = useId();
  const menuId = useId();
  const isOpen = openFocus !== undefined;

  const load = () => {
    if (Panel === undefined) void loadMenuPanel().then((panel) => setPanel(() => panel));
  };
  const open = (focus: OpenFocus) => {
    load();
    setOpenFocus(focus);
  };
  const runAction = (key: Key) => {
    const action = actions.find((candidate) => candidate.id === key);
    if (action) onAction(action.id);
  };
  const triggerProps: AriaButtonProps & { ref: typeof triggerRef } = {
    ref: triggerRef,
    id: triggerId,
    onHoverStart: load,
    onFocus: load,
    onPress: (press) => open(press.pointerType === 'keyboard' || press.pointerType === 'virtual' ? 'first' : true),
    onKeyDown: (key) => {
      if (key.key === 'ArrowDown') open('first');
      else if (key.key === 'ArrowUp') open('last');
      else key.continuePropagation();
    },
    'aria-haspopup': true,
    'aria-expanded': isOpen,
    ...(isOpen ? { 'aria-controls': menuId } : {}),
  };

  return (
    <FollowPageDirection>
      {cloneElement(trigger, triggerProps)}
      {isOpen && Panel !== undefined && (
        <Panel
          triggerRef={triggerRef}
          menuId={menuId}
          triggerId={triggerId}
          actions={actions}
          onAction={runAction}
          autoFocus={openFocus}
          placement={placement}
          onClose={() => setOpenFocus(undefined)}
        />
      )}
    </FollowPageDirection>
  );
}
