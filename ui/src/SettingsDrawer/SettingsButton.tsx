import { Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton';

/** The header's gear button that opens the settings drawer. */
export function SettingsButton({ onPress }: { onPress: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <IconButton label={t('open')} onPress={onPress}>
      <Settings size={22} aria-hidden />
    </IconButton>
  );
}
