import { useEffect } from 'react';
import { useApi } from '../../api/useApi';
import { firstScreenShown } from '../../rendering/firstScreenShown';
import { configStore } from '../../stores';
import { netRateFrom, ratesRefreshMs, usdRateFrom, type NetworkFeeAnswer, type UsdRateAnswer } from './rateAnswers';
import { networkFeeRead, usdRateRead } from './rateReads';

const storeUsdRate = (answer: UsdRateAnswer) => {
  const rate = usdRateFrom(answer);
  if (rate !== null) configStore.setUsdRate(rate);
};

const storeNetRate = (answer: NetworkFeeAnswer) => {
  const netRate = netRateFrom(answer);
  if (netRate !== null) configStore.setNetRate(netRate);
};

/**
 * Hands each new `answer` to `store` once the first screen is shown: a page hydrating from the server's HTML keeps
 * the rates it was rendered with until then.
 */
function useStoredOnceShown<Answer>(answer: Answer, store: (answer: Answer) => void): void {
  useEffect(() => {
    let isCurrent = true;
    void firstScreenShown.then(() => {
      if (isCurrent) store(answer);
    });
    return () => {
      isCurrent = false;
    };
  }, [answer, store]);
}

/**
 * Spec §7 "Other": reads the USD rate and the network fee on load and again every minute, into configStore
 * (usdRate, netRate). A failed read leaves the last known rates in place.
 */
export function useRates(): void {
  const refresh = { refreshInterval: ratesRefreshMs };
  const { data: usd } = useApi(usdRateRead.path, usdRateRead.body, {
    emptyDefault: usdRateRead.emptyDefault,
    ...refresh,
  });
  const { data: fee } = useApi(networkFeeRead.path, networkFeeRead.body, {
    emptyDefault: networkFeeRead.emptyDefault,
    ...refresh,
  });
  useStoredOnceShown(usd, storeUsdRate);
  useStoredOnceShown(fee, storeNetRate);
}
