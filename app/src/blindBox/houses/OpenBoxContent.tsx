import { EmptyState, OpenBoxPanel } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/useApi';
import { usePreviewUrl } from '../../content/previewUrl';
import { DrawerLoading } from './DrawerLoading';
import { toHouseDetails } from './houseAnswers';
import { showDrawCheck, openChildDrawer } from './houseNavigation';
import { randomClientSeed } from './randomClientSeed';
import { useHouseDetail } from './useHouseDetail';
import { useOddsWording } from './useOddsWording';
import { useOpenBox } from './useOpenBox';

const noBalance = {
  blind_box_total: 0,
  unconfirmed_blind_box_total: 0,
  nft_total: 0,
  btc_total: 0,
  brc_20_total: 0,
  tokens: [],
  inscriptions: [],
  client_seed: null,
};

/**
 * Opening one box of a house, paid from the box balance: the client seed starts as the one of a press the server
 * never answered (so asking again cannot draw twice), else the one the server keeps for the user (or a fresh one
 * made here), and the house and balance are read again after every open.
 */
export function OpenBoxContent({ houseId }: { readonly houseId: string }) {
  const { t } = useTranslation('houseScreens');
  const previewUrl = usePreviewUrl();
  const wording = useOddsWording();
  const detail = useHouseDetail(houseId);
  const balance = useApi('/btc/blind_box/get_box_balance', {}, { emptyDefault: noBalance });
  const [firstSeed] = useState(randomClientSeed);
  const [typedSeed, setTypedSeed] = useState<string | null>(null);
  const refresh = () => {
    void detail.mutate();
    void balance.mutate();
  };
  const opening = useOpenBox(houseId, refresh);
  const clientSeed = typedSeed ?? opening.unansweredSeed ?? balance.data.client_seed ?? firstSeed;

  if (detail.isLoading || balance.isLoading) return <DrawerLoading label={t('open.loading')} />;
  if (detail.data.house_id === '') {
    return (
      <EmptyState
        variant="error"
        title={t('detail.missingTitle')}
        description={t('detail.missingDescription')}
        onRetry={refresh}
      />
    );
  }
  const house = toHouseDetails(detail.data, previewUrl, wording);
  return (
    <OpenBoxPanel
      house={house}
      balanceSats={balance.data.blind_box_total}
      clientSeed={clientSeed}
      onClientSeedChange={setTypedSeed}
      onRandomizeSeed={() => setTypedSeed(randomClientSeed())}
      commitment={house.commitment}
      state={opening.state}
      onOpen={() => void opening.open(clientSeed)}
      onOpenAnother={() => {
        opening.reset();
        refresh();
      }}
      onVerify={(drawId) => showDrawCheck(houseId, drawId)}
      onRecharge={() => openChildDrawer('openBox', 'recharge')}
    />
  );
}
