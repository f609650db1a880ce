import { blindBoxStore, drawersStore, type DrawerName } from '../../stores';

/** Shows a house's detail, never a draw left verifying from an earlier visit. */
export function showHouse(houseId: string): void {
  blindBoxStore.houseId = houseId;
  blindBoxStore.drawId = null;
  drawersStore.openDrawer('houseDetail');
}

/** Shows the check of one draw in the house detail drawer; its back button returns to the house. */
export function showDrawCheck(houseId: string, drawId: string): void {
  blindBoxStore.houseId = houseId;
  blindBoxStore.drawId = drawId;
  drawersStore.closeDrawer('openBox');
  drawersStore.openDrawer('houseDetail');
}

/** One blind-box drawer gives way to the next, so two modal sheets are never stacked. */
export function switchDrawer(from: DrawerName, to: DrawerName): void {
  drawersStore.closeDrawer(from);
  drawersStore.openDrawer(to);
}
