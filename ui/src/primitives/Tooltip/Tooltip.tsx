import {
  FloatingArrow,
  FloatingPortal,
  safePolygon,
  useDismiss,
  useFocus,
  useHover,
  useInteractions,
  useMergeRefs,
  useRole,
} from '@floating-ui/react';
import { vars } from '@ordmarket/tokens';
import {
  cloneElement,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import styled, { keyframes } from 'styled-components';
import type { LogicalPlacement } from '../../internal/logicalPlacement';
import { useAnchoredFloating } from '../../internal/useAnchoredFloating';
import { textStyle } from '../../theme/textStyle';

/** The trigger: one focusable element that forwards its ref and DOM props (a Button, an IconButton, a link). */
export type TooltipTrigger = ReactElement<HTMLAttributes<HTMLElement> & { ref?: Ref<HTMLElement> }>;

export interface TooltipProps {
  /** The hint. Keep it short and never the only way to reach something: touch screens cannot hover. */
  content: ReactNode;
  children: TooltipTrigger;
  placement?: LogicalPlacement;
  /** How long the pointer rests on the trigger before the hint shows, in ms. Keyboard focus shows it at once. */
  delay?: number;
  isDisabled?: boolean;
}

/**
 * A hint shown on hover and keyboard focus, hidden on Escape, blur or pointer leave. It is the trigger's
 * accessible description while it shows, and it flips and shifts to stay on screen.
 */
export function Tooltip({ content, children, placement = 'top', delay = 200, isDisabled = false }: TooltipProps) {
  const [isOpen, setOpen] = useState(false);
  const arrowRef = useRef<SVGSVGElement>(null);
  const { context, floatingStyles, setAnchor, setOverlay } = useAnchoredFloating({
    placement,
    isOpen: isOpen && !isDisabled,
    onOpenChange: setOpen,
    gap: 8,
    arrowRef,
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    // The pointer may travel onto the hint without closing it, so it can be read or selected.
    useHover(context, { enabled: !isDisabled, delay: { open: delay, close: 0 }, handleClose: safePolygon() }),
    useFocus(context, { enabled: !isDisabled }),
    // Kit buttons already stop Escape at the trigger; letting it bubble here keeps react-aria from
    // reporting a second stopPropagation.
    useDismiss(context, { bubbles: { escapeKey: true } }),
    useRole(context, { role: 'tooltip' }),
  ]);
  const triggerRef = useMergeRefs([setAnchor, children.props.ref]);

  return (
    <>
      {cloneElement(children, getReferenceProps({ ...children.props, ref: triggerRef }))}
      {isOpen && !isDisabled && (
        <FloatingPortal>
          <Bubble ref={setOverlay} style={floatingStyles} {...getFloatingProps()}>
            {content}
            <Arrow ref={arrowRef} context={context} width={12} height={6} />
          </Bubble>
        </FloatingPortal>
      )}
    </>
  );
}

const appear = keyframes`
  from { opacity: 0; }
`;

const Bubble = styled.div`
  ${textStyle('caption')};
  z-index: ${vars.z.tooltip};
  max-width: min(280px, calc(100vw - 16px));
  padding: ${vars.space[1]} ${vars.space[2]};
  border-radius: ${vars.radius.sm};
  color: ${vars.color.background.paper};
  background-color: ${vars.color.text.primary};
  box-shadow: ${vars.shadow.z8};
  font-weight: ${vars.fontWeight.medium};
  overflow-wrap: anywhere;
  animation: ${appear} ${vars.motion.duration.shortest} ${vars.motion.easing.decelerate};

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Arrow = styled(FloatingArrow)`
  fill: ${vars.color.text.primary};
`;
