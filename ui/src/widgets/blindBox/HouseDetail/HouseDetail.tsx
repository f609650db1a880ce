import type { HouseDetails } from '../shared/blindBoxTypes';
import { HouseActions } from './HouseActions';
import { HouseFairness } from './HouseFairness';
import { HouseView } from '../shared/houseLayout.styles';
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
  /** Retires the current server seed and reveals it: the maker's action, so given to the maker only. */
  onRotateSeed?: () => void;
  /** The rotation is under way: its button shows a spinner. */
  rotating?: boolean;
  /** Shows older revealed seeds than those listed; its button shows only when given. */
  onShowMoreSeeds?: () => void;
  /** Older seeds are being fetched: the button shows a spinner. */
  loadingSeeds?: boolean;
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
  onShowMoreSeeds,
  loadingSeeds,
  onCopy,
}: HouseDetailProps) {
  return (
    <HouseView>
      <HouseStats house={house} />
      <PrizePool pool={house.pool} />
      <HouseOddsTable odds={house.odds} />
      <HouseWinners winners={house.recentWinners} onVerifyDraw={onVerifyDraw} />
      <HouseFairness
        commitment={house.commitment}
        isCommitted={house.status !== 'empty'}
        onCopy={onCopy}
        onRotateSeed={onRotateSeed}
        rotating={rotating}
      />
      <RevealedSeeds
        seeds={house.revealedSeeds}
        total={house.revealedSeedCount}
        onShowMore={onShowMoreSeeds}
        loading={loadingSeeds}
      />
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
