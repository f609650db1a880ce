import { MonitorSmartphone } from 'lucide-react';
import { overlaysStrings } from '../../intl/areas/overlays';
import { useKitStrings } from '../../intl/useKitStrings';
import { Dialog } from '../../primitives/Dialog/Dialog';
import { ToneIcon } from '../../internal/ToneIcon';

export interface MobileNoticeProps {
  /** The app decides when the notice is due (small screen, not yet dismissed). */
  isOpen: boolean;
  /** The close button, Escape or a press outside; the app records the dismissal. */
  onClose: () => void;
}

/** Tells phone visitors that the full experience is on a computer. */
export function MobileNotice({ isOpen, onClose }: MobileNoticeProps) {
  const { t } = useKitStrings(overlaysStrings);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('mobileNotice.message')}
      media={
        <ToneIcon tone="primary">
          <MonitorSmartphone size={32} aria-hidden />
        </ToneIcon>
      }
      align="center"
      size="small"
    />
  );
}
