import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * Keeps a drawer body's scroll per view: leaving a view remembers where it was, a view never seen starts at the
 * top, and a view returned to is put back where it was. Without this the body kept one scroll for every view,
 * so a draw opened from low in a house's list showed its own middle first. Closing forgets every place.
 */
export function useViewScroll(isOpen: boolean, view: string | undefined): RefObject<HTMLDivElement | null> {
  const bodyRef = useRef<HTMLDivElement | null>(null);
  const places = useRef(new Map<string, number>());
  const shown = useRef(view);

  // Before paint, so the new view is never drawn at the old view's place.
  useLayoutEffect(() => {
    const body = bodyRef.current;
    const left = shown.current;
    shown.current = view;
    if (!body || view === undefined || left === view) return;
    if (left !== undefined) places.current.set(left, body.scrollTop);
    body.scrollTop = places.current.get(view) ?? 0;
  }, [view]);

  useLayoutEffect(() => {
    if (!isOpen) places.current.clear();
  }, [isOpen]);

  return bodyRef;
}
