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

  it('returns a child to the drawer it was opened from, once, and a drawer opened on its own to none', () => {
    const drawers = createDrawersStore();
    drawers.openDrawer('openBox');
    drawers.openChild('openBox', 'recharge');
    expect(drawers.state.openBox).toBe(false);
    expect(drawers.state.recharge).toBe(true);
    expect(drawers.parentOf('recharge')).toBe('openBox');
    drawers.closeDrawer('recharge');
    expect(drawers.state).toMatchObject({ recharge: false, openBox: true });
    drawers.closeDrawer('openBox');
    expect(Object.values(drawers.state).some(Boolean)).toBe(false);
    // Opened later on its own (from the wallet's Recharge button), the recharge drawer returns to nothing.
    drawers.openDrawer('recharge');
    drawers.closeDrawer('recharge');
    expect(drawers.state.openBox).toBe(false);
  });

  it('follows a chain back (house, Open box, the draw check) and forgets it all on closeAll', () => {
    const drawers = createDrawersStore();
    drawers.openDrawer('houseDetail');
    drawers.openChild('houseDetail', 'openBox');
    drawers.openChild('openBox', 'houseDetail');
    drawers.closeDrawer('houseDetail');
    expect(drawers.state).toMatchObject({ houseDetail: false, openBox: true });
    drawers.closeDrawer('openBox');
    expect(drawers.state).toMatchObject({ houseDetail: true, openBox: false });
    drawers.openChild('houseDetail', 'history');
    drawers.closeAll();
    drawers.openDrawer('history');
    drawers.closeDrawer('history');
    expect(Object.values(drawers.state).some(Boolean)).toBe(false);
  });
});
