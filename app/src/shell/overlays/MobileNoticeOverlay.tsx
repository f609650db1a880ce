import { lazy, Suspense, useEffect, useState } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { mobileNoticeDismissedKey } from '../../common/overlayStorageKeys';
import { bodyPaddingResetMs, isMobileNoticeDismissed, isMobileNoticeDue } from './mobileNoticeRule';
import { useIsSmallScreen } from '../../common/smallScreen';
import { useHasBeenTrue } from '../../common/useHasBeenTrue';

// Only phones ever see it, once: nobody else downloads it.
const MobileNotice = lazy(() => import('./MobileNoticeModule'));

export interface MobileNoticeOverlayProps {
  /** The experience dialog is up: the notice waits until it closes. */
  isOtherOverlayOpen: boolean;
}

/** 'Please access via PC for the full experience', once per browser, on small screens. */
export function MobileNoticeOverlay({ isOtherOverlayOpen }: MobileNoticeOverlayProps) {
  const { storage } = useAppServices();
  const isSmallScreen = useIsSmallScreen();
  const [isDismissed, setDismissed] = useState(() => isMobileNoticeDismissed(storage));
  const isOpen = isMobileNoticeDue({ isSmallScreen, isDismissed, isOtherOverlayOpen });

  useEffect(() => {
    if (!isOpen) return;
    // Spec §2: the scroll lock pads the body for a scrollbar a phone does not have; undo it once the notice is up.
    const timer = window.setTimeout(() => document.body.style.removeProperty('padding-right'), bodyPaddingResetMs);
    return () => window.clearTimeout(timer);
  }, [isOpen]);

  const dismiss = () => {
    storage.setItem(mobileNoticeDismissedKey, 'true');
    setDismissed(true);
  };

  const isNeeded = useHasBeenTrue(isOpen);
  return isNeeded ? (
    <Suspense fallback={null}>
      <MobileNotice isOpen={isOpen} onClose={dismiss} />
    </Suspense>
  ) : null;
}
