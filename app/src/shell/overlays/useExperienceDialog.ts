import { useEffect, useState } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { experienceDialogCloseDateKey } from '../../common/overlayStorageKeys';
import { isExperienceDialogDue, localCalendarDay } from '../../common/experienceDay';
import { hasClosedWelcome, rememberWelcomeClosed } from '../../rendering/welcomeCookie';

export interface ExperienceDialogState {
  isOpen: boolean;
  close: () => void;
}

/**
 * Opens the experience dialog on the first visit of each local calendar day; closing stores the day, and tells
 * the server (a cookie until midnight) so its pages leave the dialog out for the rest of the day.
 */
export function useExperienceDialog(): ExperienceDialogState {
  const { storage } = useAppServices();
  const [isOpen, setOpen] = useState(() =>
    isExperienceDialogDue(storage.getItem(experienceDialogCloseDateKey), new Date()),
  );
  // Closed today in a browser that never told the server (before it rendered pages): it hears from the next page on.
  useEffect(() => {
    if (!isOpen && !hasClosedWelcome(document.cookie)) rememberWelcomeClosed(document, new Date());
  }, [isOpen]);
  const close = () => {
    const now = new Date();
    storage.setItem(experienceDialogCloseDateKey, localCalendarDay(now));
    rememberWelcomeClosed(document, now);
    setOpen(false);
  };
  return { isOpen, close };
}
