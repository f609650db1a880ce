import { blindBoxStore, drawersStore, type DrawerName } from '../../stores';

/** Shows a house's detail, never a draw left verifying from an earlier visit. */
export function showHouse(houseId: string): void {
  blindBoxStore.houseId = houseId;
  blindBoxStore.drawId = null;
  drawersStore.openDrawer('houseDetail');
}

/** Shows, from Open box, the check of the draw just made in the house detail drawer; closing it returns there. */
export function showDrawCheck(houseId: string, drawId: string): void {
  blindBoxStore.houseId = houseId;
  blindBoxStore.drawId = drawId;
  drawersStore.openChild('openBox', 'houseDetail');
}

/**
 * One blind-box drawer gives way to the next, so two modal sheets are never stacked, and comes back when the next
 * closes: the trader returns to where they were.
 */
export function openChildDrawer(from: DrawerName, to: DrawerName): void {
  drawersStore.openChild(from, to);
}
