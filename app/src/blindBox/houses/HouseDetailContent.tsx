import { useTranslation } from 'react-i18next';
import { HouseDetail } from '@ordmarket/ui';
import { useApi } from '../../api/useApi';
import { usePreviewUrl } from '../../content/previewUrl';
import { useSignedIn } from '../../wallet/connect/useSignedIn';
import { blindBoxStore } from '../../stores';
import { toHouseDetails, toRevealedSeed, type HouseDetailAnswer } from './houseAnswers';
import { MakerDeposit } from './MakerDeposit';
import { openChildDrawer, showOpenBox } from './houseNavigation';
import { useCopyText } from '../useCopyText';
import { useOddsWording } from './useOddsWording';
import { useRevealedSeeds } from './useRevealedSeeds';
import { useRotateSeed } from './useRotateSeed';

export interface HouseDetailContentProps {
  readonly detail: HouseDetailAnswer;
  /** The house changed here (its seed rotated): read it again. */
  readonly onChanged: () => void;
}

/**
 * One house in full with the actions the user may take: anyone may open a box (the open box drawer asks to
 * connect); signed in, they may add liquidity and read the pool's history; a provider with prizes still in the pool
 * may take them back; the maker alone may rotate the seed (everyone else is told when it will be revealed). Older
 * revealed seeds are listed a page at a time.
 */
export function HouseDetailContent({ detail, onChanged }: HouseDetailContentProps) {
  const { t } = useTranslation('houseScreens');
  const previewUrl = usePreviewUrl();
  const wording = useOddsWording();
  const isSignedIn = useSignedIn();
  const copy = useCopyText({ done: t('copy.done'), failed: t('copy.failed') });
  const { isRotating, rotate } = useRotateSeed();
  const seeds = useRevealedSeeds(detail);
  const positions = useApi('/btc/blind_box/get_my_houses', isSignedIn ? {} : null, { emptyDefault: { items: [] } });
  const isProvider = positions.data.items.some(
    (position) => position.house.house_id === detail.house_id && position.prizes.length > 0,
  );
  const houseId = detail.house_id;
  const leaveFor = (drawer: 'addLiquidity' | 'removeLiquidity' | 'history') => openChildDrawer('houseDetail', drawer);
  const showHistory = () => {
    blindBoxStore.historyHouseId = houseId;
    leaveFor('history');
  };
  const rotateSeed = () =>
    void rotate(houseId).then((rotated) => {
      if (rotated) onChanged();
    });
  // Only a seed still committed to can be rotated: an emptied house revealed its last one already.
  const mayRotate = isSignedIn && detail.is_maker && detail.commitment !== null;

  return (
    <>
      <MakerDeposit detail={detail} />
      <HouseDetail
        house={{
          ...toHouseDetails(detail, previewUrl, wording),
          revealedSeeds: seeds.seeds.map(toRevealedSeed),
          revealedSeedCount: seeds.total,
        }}
        onOpenBox={showOpenBox}
        onAddLiquidity={isSignedIn ? () => leaveFor('addLiquidity') : undefined}
        onRemoveLiquidity={isProvider ? () => leaveFor('removeLiquidity') : undefined}
        onHistory={isSignedIn ? showHistory : undefined}
        onVerifyDraw={(drawId) => {
          blindBoxStore.drawId = drawId;
        }}
        onRotateSeed={mayRotate ? rotateSeed : undefined}
        rotating={isRotating}
        onShowMoreSeeds={seeds.hasMore ? seeds.showMore : undefined}
        loadingSeeds={seeds.isLoadingMore}
        onCopy={copy}
      />
    </>
  );
}
