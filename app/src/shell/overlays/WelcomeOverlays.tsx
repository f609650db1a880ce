import { lazy, Suspense } from 'react';
import { useHasBeenTrue } from '../useHasBeenTrue';
import { MobileNoticeOverlay } from './MobileNoticeOverlay';
import { useExperienceDialog } from './useExperienceDialog';

const ExperienceDialog = lazy(() =>
  import('./ExperienceDialog').then(({ ExperienceDialog }) => ({ default: ExperienceDialog })),
);

/**
 * The overlays a visit opens with: the day's experience dialog, then the mobile notice on small screens. The
 * dialog's code loads only on the visit that shows it.
 */
export function WelcomeOverlays() {
  const experience = useExperienceDialog();
  const isExperienceNeeded = useHasBeenTrue(experience.isOpen);
  return (
    <>
      {isExperienceNeeded && (
        <Suspense fallback={null}>
          <ExperienceDialog isOpen={experience.isOpen} onClose={experience.close} />
        </Suspense>
      )}
      <MobileNoticeOverlay isOtherOverlayOpen={experience.isOpen} />
    </>
  );
}
