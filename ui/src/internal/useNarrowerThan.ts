import { breakpoints, type Breakpoint } from '@ordmarket/tokens';
import { useMediaQuery } from './useMediaQuery';

const queryFor = (breakpoint: Breakpoint): string => `(max-width: ${breakpoints[breakpoint] - 0.02}px)`;

/** Whether the viewport is narrower than a breakpoint, following resizes (false on the server). */
export function useNarrowerThan(breakpoint: Breakpoint): boolean {
  return useMediaQuery(queryFor(breakpoint));
}
