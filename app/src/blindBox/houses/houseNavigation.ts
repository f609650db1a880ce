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
 * Open box, entered from a house: a fresh form where the last open there has settled (its prize or refusal was
 * seen), while a draw still running keeps showing, and a press left unanswered keeps its key.
 */
export function showOpenBox(): void {
  const opening = blindBoxStore.houseId === null ? undefined : blindBoxStore.openings[blindBoxStore.houseId];
  if (opening !== undefined && opening.state.kind !== 'opening') opening.state = { kind: 'idle' };
  drawersStore.openChild('houseDetail', 'openBox');
}

/**
 * One blind-box drawer gives way to the next, so two modal sheets are never stacked, and comes back when the next
 * closes: the trader returns to where they were.
 */
export function openChildDrawer(from: DrawerName, to: DrawerName): void {
  drawersStore.openChild(from, to);
}
