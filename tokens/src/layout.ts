import type { Breakpoint } from './breakpoints';

/** Fixed sizes of the app chrome, in px. */
export const layout = {
  headerHeight: 72,
  navWidth: 280,
  navMiniWidth: 72,
  drawerWidth: 399,
  settingsDrawerWidth: 260,
  containerMaxWidth: 1440,
  gridGap: 16,
} as const;

/** Stretch lets the container fill the screen, and only pays off on screens wider than this. */
export const stretchMinViewport = 1600;

/** Card grid columns from each breakpoint upwards. */
export const gridColumns = { xs: 2, md: 3, lg: 6, lg2: 8 } as const satisfies Partial<Record<Breakpoint, number>>;
