import { breakpoints } from '@ordmarket/tokens';
import { useCallback, useEffect, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { releaseVelocity, shouldDismiss, startsSwipe, tapSlopPx, type DragSample } from './swipeDecision';

// Must agree with the stylesheet: a side sheet from md up, a bottom sheet below.
const sideSheetQuery = `(min-width: ${breakpoints.md}px)`;

interface SwipeAxis {
  vertical: boolean;
  /** 1 when closing moves towards larger screen coordinates; -1 for a side sheet on the left (rtl). */
  sign: 1 | -1;
}

function axisOf(sheet: HTMLElement): SwipeAxis {
  if (!window.matchMedia(sideSheetQuery).matches) return { vertical: true, sign: 1 };
  return { vertical: false, sign: getComputedStyle(sheet).direction === 'rtl' ? -1 : 1 };
}

/** The pointer's position measured in the closing direction, so "further" always means "more closed". */
function positionAlong(axis: SwipeAxis, event: { clientX: number; clientY: number }): number {
  return (axis.vertical ? event.clientY : event.clientX) * axis.sign;
}

function leadingEdge(axis: SwipeAxis, rect: DOMRect): number {
  if (axis.vertical) return rect.top;
  return axis.sign === 1 ? rect.left : -rect.right;
}

function follow(sheet: HTMLElement, axis: SwipeAxis, travelled: number): void {
  const offset = Math.max(0, travelled) * axis.sign;
  sheet.style.transform = axis.vertical ? `translateY(${offset}px)` : `translateX(${offset}px)`;
}

export interface SwipeToDismiss {
  sheetRef: RefObject<HTMLDivElement | null>;
  handleRef: RefObject<HTMLButtonElement | null>;
  onPointerDownCapture: (event: ReactPointerEvent<HTMLElement>) => void;
  /** Whether the last pointer press turned into a drag, so the handle does not also take it as a press. */
  wasDragged: () => boolean;
}

/**
 * Lets the sheet follow a finger that grabs its handle or its leading edge, then closes it or lets it snap
 * back as {@link shouldDismiss} decides. The sheet moves through its inline transform only, so a drag never
 * re-renders.
 */
export function useSwipeToDismiss(onDismiss: () => void): SwipeToDismiss {
  const sheetRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const dismissRef = useRef(onDismiss);
  const draggedRef = useRef(false);
  const stopRef = useRef<(() => void) | null>(null);

  useEffect(() => {
    dismissRef.current = onDismiss;
  }, [onDismiss]);
  useEffect(() => () => stopRef.current?.(), []);

  const onPointerDownCapture = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const sheet = sheetRef.current;
    if (!sheet || !event.isPrimary || event.button !== 0 || stopRef.current) return;
    const axis = axisOf(sheet);
    const rect = sheet.getBoundingClientRect();
    const start = positionAlong(axis, event);
    const onHandle = event.target instanceof Node && handleRef.current?.contains(event.target) === true;
    if (!onHandle && !startsSwipe(start - leadingEdge(axis, rect))) return;

    const size = axis.vertical ? rect.height : rect.width;
    const samples: DragSample[] = [{ position: start, time: event.timeStamp }];
    const pointerId = event.pointerId;
    draggedRef.current = false;

    const move = (moveEvent: PointerEvent): void => {
      if (moveEvent.pointerId !== pointerId) return;
      const position = positionAlong(axis, moveEvent);
      samples.push({ position, time: moveEvent.timeStamp });
      if (!draggedRef.current && Math.abs(position - start) > tapSlopPx) {
        draggedRef.current = true;
        sheet.setAttribute('data-dragging', '');
      }
      if (draggedRef.current) follow(sheet, axis, position - start);
    };

    const release = (endEvent: PointerEvent): void => {
      if (endEvent.pointerId !== pointerId) return;
      stop();
      if (!draggedRef.current) return;
      sheet.removeAttribute('data-dragging');
      const position = positionAlong(axis, endEvent);
      samples.push({ position, time: endEvent.timeStamp });
      const dismiss =
        endEvent.type === 'pointerup' &&
        shouldDismiss({ travelled: position - start, size, velocity: releaseVelocity(samples) });
      if (!dismiss) {
        sheet.style.transform = '';
        return;
      }
      dismissRef.current();
      // The exit animation carries on from where the finger let go; if the owner keeps the sheet open, it
      // must not stay hanging half off screen.
      requestAnimationFrame(() => {
        if (sheet.isConnected && !sheet.hasAttribute('data-exiting')) sheet.style.transform = '';
      });
    };

    function stop(): void {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      stopRef.current = null;
    }

    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    stopRef.current = stop;
  }, []);

  const wasDragged = useCallback(() => draggedRef.current, []);

  return { sheetRef, handleRef, onPointerDownCapture, wasDragged };
}
