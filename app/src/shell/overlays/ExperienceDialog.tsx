import { Button, Dialog } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { healthRead } from '../../api/unknownHealth';
import { useApi } from '../../api/useApi';

export interface ExperienceDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** The day's welcome: what the marketplace is, and on devnet that it is the demo market on a practice chain. */
export function ExperienceDialog({ isOpen, onClose }: ExperienceDialogProps) {
  const { t } = useTranslation('notices');
  const { data: health } = useApi(healthRead.path, isOpen ? healthRead.body : null, {
    emptyDefault: healthRead.emptyDefault,
  });
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('experience.title')}
      size="small"
      actions={
        <Button size="large" fullWidth onPress={onClose}>
          {t('experience.close')}
        </Button>
      }
    >
      <p>{t('experience.body')}</p>
      {health.network === 'devnet' && <p>{t('experience.devnet')}</p>}
    </Dialog>
  );
}
