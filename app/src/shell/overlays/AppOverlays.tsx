import { lazy, Suspense } from 'react';
import { useSnapshot } from 'valtio';
import { useHasBeenTrue } from '../../common/useHasBeenTrue';
import { overlaysStore } from '../../stores/overlays/overlaysStore';
import { WelcomeOverlays } from './WelcomeOverlays';

const RequestedOverlays = lazy(() =>
  import('./RequestedOverlays').then(({ RequestedOverlays }) => ({ default: RequestedOverlays })),
);

/**
 * Every app-wide dialog (spec §2 "Dialogs and overlays"), rendered once inside the layout. The dialogs screens
 * ask for load with the first request: a page that never shows one never downloads them.
 */
export function AppOverlays() {
  const { result, paymentSnack, confirmation, readBeforePurchase } = useSnapshot(overlaysStore.state);
  const isRequested = useHasBeenTrue(
    result.isOpen || paymentSnack.isOpen || confirmation.isOpen || readBeforePurchase.isOpen,
  );
  return (
    <>
      <WelcomeOverlays />
      {isRequested && (
        <Suspense fallback={null}>
          <RequestedOverlays />
        </Suspense>
      )}
    </>
  );
}
