import { Drawer, MyHouses } from '@ordmarket/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewUrl } from '../../content/previewUrl';
import { blindBoxStore, drawersStore } from '../../stores';
import { providerPositionOf } from './boxAnswers';
import { useMyPositions } from './boxReads';
import { useBoxDrawer } from './useBoxDrawer';

/** My houses: those I made and those I provide prizes to; making one, or opening one's detail. */
export function MyHouseDrawer() {
  const { t } = useTranslation('boxScreens');
  return (
    <Drawer {...useBoxDrawer('myHouse')} title={t('myHouse.title')}>
      <MyHouse />
    </Drawer>
  );
}

function MyHouse() {
  const previewUrl = usePreviewUrl();
  const { data, isLoading } = useMyPositions();
  const positions = useMemo(
    () => data.items.map((position) => providerPositionOf(position, previewUrl)),
    [data, previewUrl],
  );
  return (
    <MyHouses
      positions={positions}
      loading={isLoading}
      onMakeBox={() => drawersStore.openDrawer('makeBox')}
      onOpenHouse={(houseId) => {
        blindBoxStore.houseId = houseId;
        drawersStore.closeDrawer('myHouse');
        drawersStore.openDrawer('houseDetail');
      }}
    />
  );
}
