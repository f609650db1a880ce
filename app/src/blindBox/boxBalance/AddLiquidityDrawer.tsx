import { readCountText } from '@ordmarket/protocol';
import { AddLiquidityForm, Drawer, MakeBoxDeposit, type LiquidityMode } from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useAppServices } from '../../services/AppServicesContext';
import { blindBoxStore, drawersStore } from '../../stores';
import { useBoxBalance, useHouseDetailAnswer, useMyPositions, useRefreshBoxReads } from './boxReads';
import { useExplainError } from '../../errors/useExplainError';
import { chosenInscriptions } from './inscriptionsToOffer';
import { shareAfterAdding } from './liquidityShare';
import { useBoxDrawer } from './useBoxDrawer';
import { useHouseDeposit, type PendingDeposit } from './useHouseDeposit';
import { useInscriptionsToOffer } from './useInscriptionsToOffer';
import { useForgetPickedOnClose, usePicked } from './usePicked';

/** Adding prizes to the house the blind-box store names: BTC or BRC-20 prizes from the box, or inscriptions. */
export function AddLiquidityDrawer() {
  const { t } = useTranslation('boxScreens');
  const drawer = useBoxDrawer('addLiquidity');
  const { houseId } = useSnapshot(blindBoxStore);
  useForgetPickedOnClose('addLiquidity', drawer.isOpen);
  return (
    <Drawer {...drawer} title={t('addLiquidity.title')}>
      {houseId !== null && <AddLiquidity houseId={houseId} />}
    </Drawer>
  );
}

function AddLiquidity({ houseId }: { readonly houseId: string }) {
  const { t } = useTranslation('boxScreens');
  const failureText = useExplainError();
  const { api, toaster } = useAppServices();
  const refresh = useRefreshBoxReads();
  const balance = useBoxBalance();
  const detail = useHouseDetailAnswer(houseId);
  const positions = useMyPositions();
  const offered = useInscriptionsToOffer();
  const picked = usePicked('addLiquidity');
  const [mode, setMode] = useState<LiquidityMode>('btc');
  const [prizeCount, setPrizeCount] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<PendingDeposit | null>(null);
  const deposit = useHouseDeposit(pending);
  if (deposit !== undefined) return <MakeBoxDeposit {...deposit} />;

  // One count field serves the BTC and BRC-20 tabs: it counts prizes of whichever the tab adds.
  const countReading = readCountText(prizeCount);
  const count = countReading.ok ? Number(countReading.units) : 0;
  const btcPrizes = mode === 'btc' ? count : 0;
  const brc20Prizes = mode === 'brc20' ? count : 0;
  const brc20Prize = detail?.brc20_prize ?? undefined;
  const inscriptionIds = mode === 'inscriptions' ? picked.ids : [];
  const mine = positions.data.items.find((position) => position.house.house_id === houseId)?.prizes.length ?? 0;

  const submit = async () => {
    setSubmitting(true);
    setError(undefined);
    try {
      const added = await api.post(
        '/btc/blind_box/add_liquidity',
        {
          house_id: houseId,
          btc_prizes: btcPrizes,
          brc20_prizes: brc20Prizes,
          inscription_ids: [...inscriptionIds],
          idempotency_key: crypto.randomUUID(),
        },
        { quiet: true },
      );
      void refresh();
      if (added.awaiting_deposit.length > 0) {
        setPending({ houseId, awaiting: chosenInscriptions(added.awaiting_deposit, offered.inscriptions) });
        return;
      }
      toaster.show('success', t('addLiquidity.added'));
      drawersStore.closeDrawer('addLiquidity');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AddLiquidityForm
      houseName={detail?.name ?? ''}
      btcPrizeSats={detail?.btc_prize_sats ?? 0}
      balanceSats={balance.data.blind_box_total}
      {...(brc20Prize === undefined ? {} : { brc20Prize })}
      tokens={balance.data.tokens}
      mode={mode}
      onModeChange={setMode}
      prizeCount={prizeCount}
      onPrizeCountChange={setPrizeCount}
      inscriptions={chosenInscriptions(picked.ids, offered.inscriptions)}
      onChooseInscriptions={picked.choose}
      shareAfter={shareAfterAdding(mine, detail?.remaining ?? 0, btcPrizes + brc20Prizes + inscriptionIds.length)}
      onSubmit={() => void submit()}
      submitting={submitting}
      {...(error === undefined ? {} : { error })}
    />
  );
}
