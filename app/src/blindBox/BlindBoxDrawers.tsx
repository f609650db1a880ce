import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { drawersStore } from '../stores';
import { BoxWalletDrawers } from './boxWallet/BoxWalletDrawers';
import { HouseDrawers } from './houses/HouseDrawers';

/** Every blind-box drawer (spec §2's list), mounted once in the layout; moving to another page closes them all. */
export function BlindBoxDrawers() {
  const { pathname } = useLocation();
  useEffect(() => {
    drawersStore.closeAll();
  }, [pathname]);
  return (
    <>
      <HouseDrawers />
      <BoxWalletDrawers />
    </>
  );
}
