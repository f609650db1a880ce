import { ExperienceDialog } from './ExperienceDialog';
import { MobileNoticeOverlay } from './MobileNoticeOverlay';
import { useExperienceDialog } from './useExperienceDialog';

/** The overlays a visit opens with: the day's experience dialog, then the mobile notice on small screens. */
export function WelcomeOverlays() {
  const experience = useExperienceDialog();
  return (
    <>
      <ExperienceDialog isOpen={experience.isOpen} onClose={experience.close} />
      <MobileNoticeOverlay isOtherOverlayOpen={experience.isOpen} />
    </>
  );
}
