import { breakpoints, type Breakpoint } from '@ordmarket/tokens';
import { useCallback } from 'react';
import { useBrowserValue } from './useBrowserValue';

const queryFor = (breakpoint: Breakpoint): string => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`;

/** Whether the viewport is narrower than a breakpoint, following resizes (false on the server). */
export function useNarrowerThan(breakpoint: Breakpoint): boolean {
  const query = queryFor(breakpoint);
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
