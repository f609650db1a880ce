import { describe, expect, it } from 'vitest';
import { breakpoints, mediaDown, mediaUp } from './breakpoints';
import { gridColumns, layout } from './layout';

describe('layout facts of the spec', () => {
  it('uses the spec breakpoints', () => {
    expect(breakpoints).toEqual({ xs: 0, sm: 600, md: 900, lg: 1200, lg2: 1560, xl: 2560 });
  });

  it('sizes the chrome as the spec says', () => {
    expect(layout).toMatchObject({
      headerHeight: 72,
      navWidth: 280,
      navMiniWidth: 72,
      drawerWidth: 399,
      settingsDrawerWidth: 260,
    });
  });

  it('lays cards in 2, 3, 6 and 8 columns with a 16 px gap', () => {
    expect(gridColumns).toEqual({ xs: 2, md: 3, lg: 6, lg2: 8 });
    expect(layout.gridGap).toBe(16);
  });

  it('writes media queries that do not overlap at the breakpoint', () => {
    expect(mediaUp('lg')).toBe('@media (min-width: 1200px)');
    expect(mediaDown('lg')).toBe('@media (max-width: 1199.98px)');
  });
});
