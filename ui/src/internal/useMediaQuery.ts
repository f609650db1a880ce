import { useCallback } from 'react';
import { useBrowserValue } from './useBrowserValue';

/**
 * Whether the viewport matches a media query, following it as the window is resized or turned. A page rendered on
 * the server, and the browser's hydration of it, answer false (the server knows no viewport); the browser's
 * answer follows in a transition (see useBrowserValue).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const read = useCallback(() => window.matchMedia(query).matches, [query]);
  return useBrowserValue(subscribe, read, false);
}
