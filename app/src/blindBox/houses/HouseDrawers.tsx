import { HouseDetailDrawer } from './HouseDetailDrawer';
import { OpenBoxDrawer } from './OpenBoxDrawer';

/** The drawers about one house: its detail (and the check of its draws), and opening its boxes. */
export function HouseDrawers() {
  return (
    <>
      <HouseDetailDrawer />
      <OpenBoxDrawer />
    </>
  );
}
