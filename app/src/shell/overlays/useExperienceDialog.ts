import { useState } from 'react';
import { useAppServices } from '../../services/AppServicesContext';
import { experienceDialogCloseDateKey } from '../../common/overlayStorageKeys';
import { isExperienceDialogDue, localCalendarDay } from './experienceDay';

export interface ExperienceDialogState {
  isOpen: boolean;
  close: () => void;
}

/** Opens the experience dialog on the first visit of each local calendar day; closing stores the day. */
export function useExperienceDialog(): ExperienceDialogState {
  const { storage } = useAppServices();
  const [isOpen, setOpen] = useState(() =>
    isExperienceDialogDue(storage.getItem(experienceDialogCloseDateKey), new Date()),
  );
  const close = () => {
    storage.setItem(experienceDialogCloseDateKey, localCalendarDay(new Date()));
    setOpen(false);
  };
  return { isOpen, close };
}
