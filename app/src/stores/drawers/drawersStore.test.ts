import { describe, expect, it } from 'vitest';
import { createDrawersStore, drawerNames } from './drawersStore';

describe('drawers store', () => {
  it('has a closed flag for each drawer of the spec', () => {
    const { state } = createDrawersStore();
    expect(Object.keys(state).sort()).toEqual(
      [
        'myHouse',
        'openBox',
        'makeBox',
        'recharge',
        'withdrawal',
        'nftList',
        'addLiquidity',
        'removeLiquidity',
        'houseDetail',
        'history',
      ].sort(),
    );
    expect(Object.values(state).every((open) => !open)).toBe(true);
  });

  it.each(drawerNames)('opens and closes %s alone', (name) => {
    const drawers = createDrawersStore();
    drawers.openDrawer(name);
    expect(drawers.state[name]).toBe(true);
    expect(Object.values(drawers.state).filter(Boolean)).toHaveLength(1);
    drawers.closeDrawer(name);
    expect(drawers.state[name]).toBe(false);
  });

  it('closeAll closes every open drawer', () => {
    const drawers = createDrawersStore();
    for (const name of drawerNames) drawers.openDrawer(name);
    drawers.closeAll();
    expect(Object.values(drawers.state).some(Boolean)).toBe(false);
  });
});
