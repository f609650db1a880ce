import { useCallback, useSyncExternalStore } from 'react';

const serverAnswer = () => false;

/**
 * Whether the viewport matches a media query, following it as the window is resized or turned. A page rendered on
 * the server, and the browser's hydration of it, answer false (the server knows no viewport); the browser's
 * answer follows at once.
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
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, serverAnswer);
}
