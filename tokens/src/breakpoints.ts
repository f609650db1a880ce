/** Viewport widths in px where layouts change. */
export const breakpoints = { xs: 0, sm: 600, md: 900, lg: 1200, lg2: 1560, xl: 2560 } as const;
export type Breakpoint = keyof typeof breakpoints;

/** A media query matching viewports at least as wide as the breakpoint. */
export function mediaUp(breakpoint: Breakpoint): string {
  return `@media (min-width: ${breakpoints[breakpoint]}px)`;
}

/** A media query matching viewports narrower than the breakpoint. */
export function mediaDown(breakpoint: Breakpoint): string {
  return `@media (max-width: ${breakpoints[breakpoint] - 0.02}px)`;
}
