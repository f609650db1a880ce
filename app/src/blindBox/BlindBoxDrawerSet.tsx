import { BoxBalanceDrawers } from './boxBalance/BoxBalanceDrawers';
import { HouseDrawers } from './houses/HouseDrawers';

/** Every blind-box drawer (spec §2's list); loaded with its wallet code when the first one opens. */
export default function BlindBoxDrawerSet() {
  return (
    <>
      <HouseDrawers />
      <BoxBalanceDrawers />
    </>
  );
}
