import { Drawer, NftPicker } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blindBoxStore, drawersStore } from '../../stores';
import { housePrizesMax } from './makeHouseRequest';
import { useBoxDrawer } from './useBoxDrawer';
import { useInscriptionsToOffer } from './useInscriptionsToOffer';

/**
 * Choosing inscriptions for a house (made, or given liquidity), over the drawer that asked: those in the box and
 * those in the wallet. Confirm hands the choice back through the blind-box store.
 */
export function NftListDrawer() {
  const { t } = useTranslation('boxScreens');
  return (
    <Drawer {...useBoxDrawer('nftList')} title={t('nftList.title')}>
      <NftList />
    </Drawer>
  );
}

function NftList() {
  const { t } = useTranslation('boxScreens');
  const offered = useInscriptionsToOffer();
  // The choice so far, edited here and handed back only on Confirm (closing the list keeps the old one).
  const [selected, setSelected] = useState<string[]>(() => [...blindBoxStore.picked]);
  return (
    <NftPicker
      inscriptions={offered.inscriptions}
      loading={offered.isLoading}
      selected={selected}
      onSelectedChange={setSelected}
      max={housePrizesMax}
      confirmLabel={t('nftList.confirm')}
      onConfirm={() => {
        blindBoxStore.picked = selected;
        drawersStore.closeDrawer('nftList');
      }}
    />
  );
}
