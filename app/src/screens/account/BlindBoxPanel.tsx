import { BoxBalanceSummary } from '@ordmarket/ui';
import { boxBalanceOf } from '../../blindBox/boxBalance/boxAnswers';
import { useBoxBalance } from '../../blindBox/boxBalance/boxReads';
import { blindBoxStore, drawersStore } from '../../stores';

/** The /wallet Blind box tab: the box balance, and the drawers to recharge, withdraw, read its history and make houses. */
export function BlindBoxPanel() {
  const { data, isLoading } = useBoxBalance();
  return (
    <BoxBalanceSummary
      balance={boxBalanceOf(data)}
      loading={isLoading}
      onRecharge={() => drawersStore.openDrawer('recharge')}
      onWithdraw={() => drawersStore.openDrawer('withdrawal')}
      onHistory={() => {
        blindBoxStore.historyHouseId = null;
        drawersStore.openDrawer('history');
      }}
      onMyHouses={() => drawersStore.openDrawer('myHouse')}
    />
  );
}
