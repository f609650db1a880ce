import { lazy, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useHasBeenTrue } from '../common/useHasBeenTrue';
import { drawerNames, drawersStore } from '../stores';

const BlindBoxDrawerSet = lazy(() => import('./BlindBoxDrawerSet'));

/**
 * The blind-box drawers' place in the layout. Their code (deposits, withdrawals, the wallet and Bitcoin
 * libraries they sign with) loads when one first opens, not with every page. Moving to another page closes
 * them all.
 */
export function BlindBoxDrawers() {
  const { pathname } = useLocation();
  useEffect(() => {
    drawersStore.closeAll();
  }, [pathname]);
  const drawers = useSnapshot(drawersStore.state);
  const isNeeded = useHasBeenTrue(drawerNames.some((name) => drawers[name]));
  return isNeeded ? (
    <Suspense fallback={null}>
      <BlindBoxDrawerSet />
    </Suspense>
  ) : null;
}
