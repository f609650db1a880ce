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
  /** Opens a drawer on its own: closing it returns to none. */
  openDrawer(name: DrawerName): void;
  /**
   * Opens `child` from `parent`, which gives way (two modal sheets are never stacked) and comes back when the child
   * closes: a recharge opened from Open box returns there.
   */
  openChild(parent: DrawerName, child: DrawerName): void;
  /** Closes a drawer, and reopens the drawer it was opened from, if any. */
  closeDrawer(name: DrawerName): void;
  /** The drawer `name` returns to when it closes, if it was opened from one. */
  parentOf(name: DrawerName): DrawerName | undefined;
  /** §2 "A close-all action exists". */
  closeAll(): void;
}

export function createDrawersStore(): DrawersStore {
  const state = proxy<DrawersState>(initialDrawersState());
  // Kept beside the flags, not in them: the spec's drawer state is one open flag per drawer.
  const parents = new Map<DrawerName, DrawerName>();
  return {
    state,
    openDrawer(name) {
      parents.delete(name);
      state[name] = true;
    },
    openChild(parent, child) {
      state[parent] = false;
      parents.set(child, parent);
      state[child] = true;
    },
    closeDrawer(name) {
      state[name] = false;
      const parent = parents.get(name);
      parents.delete(name);
      if (parent !== undefined) state[parent] = true;
    },
    parentOf(name) {
      return parents.get(name);
    },
    closeAll() {
      parents.clear();
      Object.assign(state, initialDrawersState());
    },
  };
}

export const drawersStore = createDrawersStore();
