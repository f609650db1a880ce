import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ListPlacement {
  /** The list's distance from the top of the document: where window scrolling reaches its first row. */
  readonly top: number;
  readonly width: number;
}

/**
 * Where the list sits in the document, kept current when it or anything above it changes size (filters
 * opening, a toolbar wrapping), since the window's scroll offset only means a row once this is known.
 */
export function useListPlacement(ref: RefObject<HTMLElement | null>): ListPlacement {
  const [placement, setPlacement] = useState<ListPlacement>({ top: 0, width: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const top = Math.round(box.top + window.scrollY);
      const width = Math.round(box.width);
      setPlacement((known) => (known.top === top && known.width === width ? known : { top, width }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return placement;
}
