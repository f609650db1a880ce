import { DrawVerifier, EmptyState } from '@ordmarket/ui';
import { useTranslation } from 'react-i18next';
import { useApi } from '../../api/useApi';
import { usePreviewUrl } from '../../content/previewUrl';
import { useSignedIn } from '../../wallet/connect/useSignedIn';
import { checkDraw } from './checkDraw';
import { DrawerLoading } from './DrawerLoading';
import { toDrawFacts, type DrawAnswer } from './houseAnswers';
import { useHouseDetail } from './useHouseDetail';
import { useRotateSeed } from './useRotateSeed';

const noDraw: DrawAnswer = {
  draw_id: '',
  house_id: '',
  house_name: '',
  address: '',
  client_seed: '',
  nonce: 0,
  server_seed_hash: '',
  server_seed: null,
  pool: [],
  index: 0,
  slot: 0,
  prize: { kind: 'btc', sats: 0 },
  created_at: 0,
};

/**
 * One draw laid open, re-computed in this browser once its seed is revealed; until then the house's maker may rotate
 * the seed to reveal it, and anyone else is told when it will be revealed.
 */
export function DrawCheckView({ drawId }: { readonly drawId: string }) {
  const { t } = useTranslation('houseScreens');
  const previewUrl = usePreviewUrl();
  const isSignedIn = useSignedIn();
  const { rotate } = useRotateSeed();
  const read = useApi('/btc/blind_box/get_draw', { draw_id: drawId }, { emptyDefault: noDraw });
  const draw = read.data;
  // The house drawer reads the same detail, so this is no extra request while it is open.
  const house = useHouseDetail(draw.draw_id === '' ? null : draw.house_id);

  if (read.isLoading) return <DrawerLoading label={t('verify.loading')} />;
  if (draw.draw_id === '') {
    return (
      <EmptyState
        variant="error"
        title={t('verify.missingTitle')}
        description={t('verify.missingDescription')}
        onRetry={() => void read.mutate()}
      />
    );
  }
  const rotateSeed = () =>
    void rotate(draw.house_id).then((rotated) => {
      if (!rotated) return;
      void read.mutate();
      void house.mutate();
    });
  const mayRotate = isSignedIn && house.data.is_maker && draw.server_seed === null;
  const check =
    draw.server_seed === null
      ? undefined
      : checkDraw({
          serverSeed: draw.server_seed,
          serverSeedHash: draw.server_seed_hash,
          clientSeed: draw.client_seed,
          nonce: draw.nonce,
          pool: draw.pool,
          index: draw.index,
          slot: draw.slot,
        });
  return (
    <DrawVerifier
      draw={toDrawFacts(draw, previewUrl)}
      check={check}
      onRotateSeed={mayRotate ? rotateSeed : undefined}
    />
  );
}
