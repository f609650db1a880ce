import { proxy } from 'valtio';

/** §2 "Drawers (each has an open/closed flag)", in the spec's order. */
export const drawerNames = [
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
] as const;
export type DrawerName = (typeof drawerNames)[number];

export type DrawersState = Record<DrawerName, boolean>;

export function initialDrawersState(): DrawersState {
  return Object.fromEntries(drawerNames.map((name) => [name, false])) as DrawersState;
}

export interface DrawersStore {
  readonly state: DrawersState;
  openDrawer(name: DrawerName): void;
  closeDrawer(name: DrawerName): void;
  /** §2 "A close-all action exists". */
  closeAll(): void;
}

export function createDrawersStore(): DrawersStore {
  const state = proxy<DrawersState>(initialDrawersState());
  return {
    state,
    openDrawer(name) {
      state[name] = true;
    },
    closeDrawer(name) {
      state[name] = false;
    },
    closeAll() {
      Object.assign(state, initialDrawersState());
    },
  };
}

export const drawersStore = createDrawersStore();
