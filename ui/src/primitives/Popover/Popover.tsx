import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { vars } from '@ordmarket/tokens';
import { cloneElement, useState, type HTMLAttributes, type ReactElement, type ReactNode, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import type { LogicalPlacement } from '../../internal/logicalPlacement';
import { useAnchoredFloating } from '../../internal/useAnchoredFloating';

/** The trigger: one button that forwards its ref and DOM props (a Button or an IconButton). */
export type PopoverTrigger = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;

export interface PopoverProps {
  /** The button that opens and closes the popover. */
  trigger: PopoverTrigger;
  /** The dialog's accessible name. */
  label: string;
  /** The content; as a function it gets `close`, for an Apply or Done button inside. */
  children: ReactNode | ((close: () => void) => ReactNode);
  placement?: LogicalPlacement;
  /** Controlled open state; leave out to let the popover keep its own. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Non-modal dialog content anchored to a trigger: a press opens and closes it, focus moves in, and an
 * outside press, Escape or tabbing out closes it and returns focus to the trigger.
 */
export function Popover({
  trigger,
  label,
  children,
  placement = 'bottom-start',
  isOpen: controlledOpen,
  defaultOpen = false,
  onOpenChange,
}: PopoverProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = controlledOpen ?? ownOpen;
  const setOpen = (open: boolean) => {
    setOwnOpen(open);
    onOpenChange?.(open);
  };
  const { context, floatingStyles, setAnchor, setOverlay } = useAnchoredFloating({
    placement,
    isOpen,
    onOpenChange: setOpen,
    gap: 8,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);
  const triggerRef = useMergeRefs([setAnchor, trigger.props.ref]);
  const close = () => setOpen(false);

  return (
    <>
      {cloneElement(trigger, getReferenceProps({ ...trigger.props, ref: triggerRef }))}
      {isOpen && (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <Panel ref={setOverlay} style={floatingStyles} aria-label={label} {...getFloatingProps()}>
              {typeof children === 'function' ? children(close) : children}
            </Panel>
          </FloatingFocusManager>
        </FloatingPortal>
      )}
    </>
  );
}

// `scale`, not `transform`: Floating UI positions the panel with a transform.
const appear = keyframes`
  from { opacity: 0; scale: 0.96; }
`;

const Panel = styled.div`
  z-index: ${vars.z.popover};
  min-width: 200px;
  max-width: min(360px, calc(100vw - 16px));
  max-height: min(480px, calc(100vh - 16px));
  padding: ${vars.space[4]};
  overflow: auto;
  border: 1px solid ${vars.color.divider};
  border-radius: ${vars.radius.lg};
  color: ${vars.color.text.primary};
  background-color: ${vars.color.background.paper};
  box-shadow: ${vars.shadow.dropdown};
  outline: none;
  animation: ${appear} ${vars.motion.duration.shortest} ${vars.motion.easing.decelerate};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
