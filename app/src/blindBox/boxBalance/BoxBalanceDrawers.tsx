import { AddLiquidityDrawer } from './AddLiquidityDrawer';
import { HistoryDrawer } from './HistoryDrawer';
import { MakeBoxDrawer } from './MakeBoxDrawer';
import { MyHouseDrawer } from './MyHouseDrawer';
import { NftListDrawer } from './NftListDrawer';
import { RechargeDrawer } from './RechargeDrawer';
import { RemoveLiquidityDrawer } from './RemoveLiquidityDrawer';
import { WithdrawalDrawer } from './WithdrawalDrawer';

/**
 * The box balance's drawers: its own (recharge, withdrawal, history) and the provider's (my houses, making
 * one, liquidity). The NFT list comes last, so it stacks over the drawer that asked for it.
 */
export function BoxBalanceDrawers() {
  return (
    <>
      <MyHouseDrawer />
      <MakeBoxDrawer />
      <RechargeDrawer />
      <WithdrawalDrawer />
      <AddLiquidityDrawer />
      <RemoveLiquidityDrawer />
      <HistoryDrawer />
      <NftListDrawer />
    </>
  );
}
