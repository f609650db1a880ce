import { mobileNoticeDismissedKey } from '../../common/overlayStorageKeys';

/** After opening, the body's padding is reset this much later (spec §2), undoing the scroll lock's shift. */
export const bodyPaddingResetMs = 1000;

export interface MobileNoticeFacts {
  isSmallScreen: boolean;
  isDismissed: boolean;
  /** Another welcome overlay (the experience dialog) is up; the notice waits its turn. */
  isOtherOverlayOpen: boolean;
}

/** Spec §2: only on small screens, only when due (nothing else is showing), and never once dismissed. */
export function isMobileNoticeDue({ isSmallScreen, isDismissed, isOtherOverlayOpen }: MobileNoticeFacts): boolean {
  return isSmallScreen && !isDismissed && !isOtherOverlayOpen;
}

export function isMobileNoticeDismissed(storage: Storage): boolean {
  return storage.getItem(mobileNoticeDismissedKey) !== null;
}
