import { Drawer, EmptyState } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { blindBoxStore, drawersStore } from '../../stores';
import { DrawCheckView } from './DrawCheckView';
import { DrawerLoading } from './DrawerLoading';
import { HouseDetailContent } from './HouseDetailContent';
import { houseRefreshMs, useHouseDetail } from './useHouseDetail';

/**
 * The house detail drawer: the house the blind-box store names, followed while open, or, when the store names a
 * draw, that draw's check with a back arrow to the house. Closing a draw checked from the house returns to the
 * house; one checked from Open box returns to Open box.
 */
export function HouseDetailDrawer() {
  const { t } = useTranslation('houseScreens');
  const { houseDetail: isOpen } = useSnapshot(drawersStore.state);
  const { houseId, drawId } = useSnapshot(blindBoxStore);
  const detail = useHouseDetail(isOpen ? houseId : null, houseRefreshMs);
  const isKnown = detail.data.house_id !== '';
  const backToHouse = () => {
    blindBoxStore.drawId = null;
  };
  const close = () => {
    // A draw checked from the house's own winners is a view inside the house: closing it returns there.
    if (drawId !== null && drawersStore.parentOf('houseDetail') === undefined) {
      backToHouse();
      return;
    }
    drawersStore.closeDrawer('houseDetail');
    // The next visit starts at the house, not at the draw checked last.
    blindBoxStore.drawId = null;
  };

  const body = () => {
    if (drawId !== null) return <DrawCheckView drawId={drawId} />;
    if (detail.isLoading) return <DrawerLoading label={t('detail.loading')} />;
    if (!isKnown) {
      return (
        <EmptyState
          variant="error"
          title={t('detail.missingTitle')}
          description={t('detail.missingDescription')}
          onRetry={() => void detail.mutate()}
        />
      );
    }
    return <HouseDetailContent detail={detail.data} onChanged={() => void detail.mutate()} />;
  };

  return (
    <Drawer
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) drawersStore.openDrawer('houseDetail');
        else close();
      }}
      title={drawId !== null ? t('verify.title') : isKnown ? detail.data.name : t('detail.title')}
      onBack={drawId === null ? undefined : backToHouse}
      view={drawId === null ? 'house' : `draw ${drawId}`}
    >
      {body()}
    </Drawer>
  );
}
