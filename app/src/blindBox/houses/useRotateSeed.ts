import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../services/AppServicesContext';

export interface SeedRotation {
  readonly isRotating: boolean;
  /** Retires and reveals the house's seed; answers whether it was, the API client having toasted a refusal. */
  readonly rotate: (houseId: string) => Promise<boolean>;
}

export function useRotateSeed(): SeedRotation {
  const { t } = useTranslation('houseScreens');
  const { api, toaster } = useAppServices();
  const [isRotating, setRotating] = useState(false);
  const rotate = async (houseId: string) => {
    // A second press while the first is under way would retire the seed the first just committed to.
    if (isRotating) return false;
    setRotating(true);
    try {
      await api.post('/btc/blind_box/rotate_house_seed', { house_id: houseId });
      toaster.show('success', t('rotate.done'));
      return true;
    } catch {
      return false;
    } finally {
      setRotating(false);
    }
  };
  return { isRotating, rotate };
}
