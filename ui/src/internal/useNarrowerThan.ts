import { breakpoints, type Breakpoint } from '@ordmarket/tokens';
import { useSyncExternalStore } from 'react';

const queryFor = (breakpoint: Breakpoint): string => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`;

/** Whether the viewport is narrower than a breakpoint, following resizes. */
export function useNarrowerThan(breakpoint: Breakpoint): boolean {
  const query = queryFor(breakpoint);
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
