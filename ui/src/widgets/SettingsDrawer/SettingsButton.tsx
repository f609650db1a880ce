import { Settings } from 'lucide-react';
import { settingsStrings } from '../../intl/areas/settings';
import { useKitStrings } from '../../intl/useKitStrings';
import { IconButton } from '../../primitives/IconButton/IconButton';

/** The header's gear button that opens the settings drawer. */
export function SettingsButton({ onPress }: { onPress: () => void }) {
  const { t } = useKitStrings(settingsStrings);
  return (
    <IconButton label={t('open')} onPress={onPress}>
      <Settings size={22} aria-hidden />
    </IconButton>
  );
}
