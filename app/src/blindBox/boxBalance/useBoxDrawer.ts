import { useSnapshot } from 'valtio';
import { drawersStore, type DrawerName } from '../../stores';

export interface BoxDrawerState {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/** A kit Drawer's open state, kept in the drawers store under the spec's flag. */
export function useBoxDrawer(name: DrawerName): BoxDrawerState {
  const isOpen = useSnapshot(drawersStore.state)[name];
  return {
    isOpen,
    onOpenChange: (open) => {
      if (open) drawersStore.openDrawer(name);
      else drawersStore.closeDrawer(name);
    },
  };
}
