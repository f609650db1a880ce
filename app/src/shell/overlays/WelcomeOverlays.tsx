import { useIsServerRender } from '@ordmarket/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHasBeenTrue } from '../../common/useHasBeenTrue';
import { MobileNoticeOverlay } from './MobileNoticeOverlay';
import { useExperienceDialog } from './useExperienceDialog';
import { loadExperienceDialog, loadedExperienceDialog } from './experienceDialogCode';

const LazyExperienceDialog = lazy(() => loadExperienceDialog().then((component) => ({ default: component })));

/**
 * The overlays a visit opens with: the day's experience dialog, then the mobile notice on small screens. The
 * dialog's code loads only on the visit that shows it. A page the server rendered has the dialog in it already
 * (the browser loads its code and strings before it hydrates the page); a page the browser draws asks for it once the page has painted:
 * it opens over the page, so the page's own code and strings go first.
 */
export function WelcomeOverlays() {
  const experience = useExperienceDialog();
  // Chosen once: a component type that changed between renders would open the dialog afresh.
  const [ExperienceDialog] = useState(() => loadedExperienceDialog() ?? LazyExperienceDialog);
  const hasPagePainted = useHasPagePainted();
  const isServerRender = useIsServerRender();
  const isExperienceNeeded = useHasBeenTrue(experience.isOpen && (hasPagePainted || isServerRender));
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

/** False on the first render, true from the frame after the first paint. */
function useHasPagePainted(): boolean {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPainted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return hasPainted;
}
