import { Drawer, RemoveLiquidityForm, Skeleton, SkeletonGroup } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { usePreviewUrl } from '../../content/previewUrl';
import { useAppServices } from '../../services/AppServicesContext';
import { blindBoxStore, drawersStore } from '../../stores';
import { providerPositionOf } from './boxAnswers';
import { useMyPositions, useRefreshBoxReads } from './boxReads';
import { useExplainError } from '../../errors/useExplainError';
import { useBoxDrawer } from './useBoxDrawer';

/** Taking the user's prizes still in a house's pool back to their box. */
export function RemoveLiquidityDrawer() {
  const { t } = useTranslation('boxScreens');
  const { houseId } = useSnapshot(blindBoxStore);
  return (
    <Drawer {...useBoxDrawer('removeLiquidity')} title={t('removeLiquidity.title')}>
      {houseId !== null && <RemoveLiquidity houseId={houseId} />}
    </Drawer>
  );
}

function RemoveLiquidity({ houseId }: { readonly houseId: string }) {
  const { t } = useTranslation('boxScreens');
  const failureText = useExplainError();
  const { api, toaster } = useAppServices();
  const previewUrl = usePreviewUrl();
  const refresh = useRefreshBoxReads();
  const positions = useMyPositions();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  if (positions.isLoading) {
    return (
      <SkeletonGroup label={t('removeLiquidity.loading')}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  }
  const answer = positions.data.items.find((item) => item.house.house_id === houseId);
  const position = answer === undefined ? undefined : providerPositionOf(answer, previewUrl);

  const submit = async () => {
    setSubmitting(true);
    setError(undefined);
    try {
      await api.post(
        '/btc/blind_box/remove_liquidity',
        { house_id: houseId, idempotency_key: crypto.randomUUID() },
        { quiet: true },
      );
      toaster.show('success', t('removeLiquidity.removed'));
      drawersStore.closeDrawer('removeLiquidity');
      await refresh();
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <RemoveLiquidityForm
      houseName={position?.house.name ?? ''}
      prizes={position?.prizes ?? []}
      share={position?.share ?? 0}
      earnedSats={position?.earnedSats ?? 0}
      onSubmit={() => void submit()}
      submitting={submitting}
      {...(error === undefined ? {} : { error })}
    />
  );
}
