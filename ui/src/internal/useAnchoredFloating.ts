import { arrow, autoUpdate, flip, offset, shift, useFloating, type OpenChangeReason } from '@floating-ui/react';
import { useCallback, useRef, useState, type RefObject } from 'react';
import { toPhysicalPlacement, type Direction, type LogicalPlacement } from './logicalPlacement';

// Keeps overlays this far from the viewport's edges when they shift to stay on screen.
const viewportMargin = 8;

interface AnchoredFloatingOptions {
  placement: LogicalPlacement;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean, reason?: OpenChangeReason) => void;
  /** The space between the anchor and the overlay, in px. */
  gap: number;
  arrowRef?: RefObject<SVGSVGElement | null>;
}

function readDirection(element: Element): Direction {
  return getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * Floating UI positioning for an overlay anchored to a trigger: it flips to the other side and shifts
 * along the edge to stay on screen, follows scroll and resize, and reads the anchor's writing direction
 * whenever it opens, so `start` and `end` follow a page switched to right-to-left.
 */
export function useAnchoredFloating({ placement, isOpen, onOpenChange, gap, arrowRef }: AnchoredFloatingOptions) {
  const [direction, setDirection] = useState<Direction>('ltr');
  const anchor = useRef<Element | null>(null);

  const floating = useFloating({
    open: isOpen,
    onOpenChange: (open, _event, reason) => {
      if (open && anchor.current) setDirection(readDirection(anchor.current));
      onOpenChange(open, reason);
    },
    placement: toPhysicalPlacement(placement, direction),
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(gap),
      flip({ padding: viewportMargin }),
      shift({ padding: viewportMargin }),
      arrowRef && arrow({ element: arrowRef, padding: 8 }),
    ],
  });

  const { refs } = floating;
  const setAnchor = useCallback(
    (element: Element | null) => {
      anchor.current = element;
      if (element) setDirection(readDirection(element));
      refs.setReference(element);
    },
    [refs],
  );
  const setOverlay = useCallback((element: HTMLElement | null) => refs.setFloating(element), [refs]);

  return { context: floating.context, floatingStyles: floating.floatingStyles, setAnchor, setOverlay };
}
