import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../services/AppServicesContext';

/** Writes a hash or seed to the clipboard and says whether it worked. */
export function useCopyText(): (text: string) => void {
  const { t } = useTranslation('houseScreens');
  const { toaster } = useAppServices();
  return (text) =>
    void navigator.clipboard.writeText(text).then(
      () => toaster.show('info', t('copy.done')),
      () => toaster.show('error', t('copy.failed')),
    );
}
