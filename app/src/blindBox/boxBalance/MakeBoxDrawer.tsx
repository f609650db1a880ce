import { minimumPriceSats } from '@ordmarket/protocol';
import {
  Drawer,
  formatBtc,
  MakeBoxForm,
  useAmountProblemText,
  type MakeBoxField,
  type MakeBoxValues,
} from '@ordmarket/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppServices } from '../../services/AppServicesContext';
import { blindBoxStore, drawersStore } from '../../stores';
import { useBoxBalance, useRefreshBoxReads } from './boxReads';
import { useExplainError } from '../../errors/useExplainError';
import { chosenInscriptions } from './inscriptionsToOffer';
import { checkMakeHouse, houseNameMax, housePrizesMax, type MakeHouseProblem } from './makeHouseRequest';
import { useBoxDrawer } from './useBoxDrawer';
import { useHouseDeposit, type PendingDeposit } from './useHouseDeposit';
import { useInscriptionsToOffer } from './useInscriptionsToOffer';
import { useForgetPickedOnClose, usePicked } from './usePicked';

const blankValues: MakeBoxValues = {
  name: '',
  price: '',
  btcPrizeCount: '',
  btcPrizeValue: '',
  brc20Tick: '',
  brc20PrizeCount: '',
  brc20PrizeAmount: '',
};

/**
 * Making a house: its name, price and prizes (BTC and BRC-20 from the box, inscriptions from the box or the wallet);
 * then, for inscriptions still in the wallet, their deposit.
 */
export function MakeBoxDrawer() {
  const { t } = useTranslation('boxScreens');
  const drawer = useBoxDrawer('makeBox');
  useForgetPickedOnClose('makeBox', drawer.isOpen);
  return (
    <Drawer {...drawer} title={t('makeBox.title')}>
      <MakeBox />
    </Drawer>
  );
}

function MakeBox() {
  const { t } = useTranslation('boxScreens');
  const failureText = useExplainError();
  const { api, toaster } = useAppServices();
  const refresh = useRefreshBoxReads();
  const balance = useBoxBalance();
  const offered = useInscriptionsToOffer();
  const picked = usePicked('makeBox');
  const [values, setValues] = useState(blankValues);
  // Problems show once a submit was tried, then follow the typing.
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<PendingDeposit | null>(null);
  const deposit = useHouseDeposit(pending);
  const check = checkMakeHouse(values, picked.ids);

  const amountText = useAmountProblemText();
  const problemText = (problem: MakeHouseProblem) =>
    typeof problem === 'object'
      ? amountText(problem.reading, problem.field)
      : t(`makeBox.problems.${problem}`, {
          nameMax: houseNameMax,
          prizesMax: housePrizesMax,
          minimum: formatBtc(minimumPriceSats),
        });
  const errors: Partial<Record<MakeBoxField, string>> = {};
  if (tried) {
    for (const [field, problem] of Object.entries(check.problems) as Array<[MakeBoxField, MakeHouseProblem]>) {
      const text = problemText(problem);
      if (text !== undefined) errors[field] = text;
    }
  }

  const submit = async () => {
    setTried(true);
    if (check.body === null) return;
    setSubmitting(true);
    setError(undefined);
    try {
      // A fresh key per submit: the server makes one house per key, and each press means a house.
      const made = await api.post(
        '/btc/blind_box/make_house',
        { ...check.body, idempotency_key: crypto.randomUUID() },
        { quiet: true },
      );
      void refresh();
      if (made.awaiting_deposit.length > 0) {
        setPending({
          houseId: made.house_id,
          custodyAddress: made.custody_address,
          awaiting: chosenInscriptions(made.awaiting_deposit, offered.inscriptions),
        });
        return;
      }
      toaster.show('success', t('makeBox.made', { name: check.body.name }));
      blindBoxStore.houseId = made.house_id;
      drawersStore.closeDrawer('makeBox');
      drawersStore.closeDrawer('myHouse');
      drawersStore.openDrawer('houseDetail');
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <MakeBoxForm
      values={values}
      onChange={setValues}
      errors={errors}
      inscriptions={chosenInscriptions(picked.ids, offered.inscriptions)}
      onChooseInscriptions={picked.choose}
      onRemoveInscription={picked.remove}
      balanceSats={balance.data.blind_box_total}
      tokens={balance.data.tokens}
      onSubmit={() => void submit()}
      submitting={submitting}
      {...(error === undefined ? {} : { error })}
      {...(deposit === undefined ? {} : { deposit })}
    />
  );
}
