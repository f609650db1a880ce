import type { HouseDetails } from './blindBoxTypes';
import { HouseActions } from './HouseActions';
import { HouseFairness } from './HouseFairness';
import { HouseView } from './houseLayout.styles';
import { HouseOddsTable } from './HouseOddsTable';
import { HouseStats } from './HouseStats';
import { HouseWinners } from './HouseWinners';
import { PrizePool } from './PrizePool';
import { RevealedSeeds } from './RevealedSeeds';

export interface HouseDetailProps {
  house: HouseDetails;
  /** Each action's button shows only when its callback is given. */
  onOpenBox?: () => void;
  onAddLiquidity?: () => void;
  onRemoveLiquidity?: () => void;
  onHistory?: () => void;
  /** Opens the check of a recent winner's draw. */
  onVerifyDraw?: (drawId: string) => void;
  /** Retires the current server seed and reveals it (the maker's action). */
  onRotateSeed?: () => void;
  /** The rotation is under way: its button shows a spinner. */
  rotating?: boolean;
  /** Hands a hash to the app to copy and confirm. */
  onCopy?: (text: string) => void;
}

/**
 * One house in full, for a drawer or a page: its figures, the pool and the odds, recent winners, the
 * fairness commitment with how draws are made, the revealed seeds, and the actions the app offers.
 */
export function HouseDetail({
  house,
  onOpenBox,
  onAddLiquidity,
  onRemoveLiquidity,
  onHistory,
  onVerifyDraw,
  onRotateSeed,
  rotating,
  onCopy,
}: HouseDetailProps) {
  return (
    <HouseView>
      <HouseStats house={house} />
      <PrizePool pool={house.pool} />
      <HouseOddsTable odds={house.odds} />
      <HouseWinners winners={house.recentWinners} onVerifyDraw={onVerifyDraw} />
      <HouseFairness commitment={house.commitment} onCopy={onCopy} onRotateSeed={onRotateSeed} rotating={rotating} />
      <RevealedSeeds seeds={house.revealedSeeds} />
      <HouseActions
        status={house.status}
        onOpenBox={onOpenBox}
        onAddLiquidity={onAddLiquidity}
        onRemoveLiquidity={onRemoveLiquidity}
        onHistory={onHistory}
      />
    </HouseView>
  );
}
