import { useEffect } from 'react';
import { useApi } from '../../api/useApi';
import { configStore } from '../../stores';
import { netRateFrom, noNetworkFee, noUsdRate, ratesRefreshMs, usdRateFrom } from './rateAnswers';

/**
 * Spec §7 "Other": reads the USD rate and the network fee on load and again every minute, into configStore
 * (usdRate, netRate). A failed read leaves the last known rates in place.
 */
export function useRates(): void {
  const refresh = { refreshInterval: ratesRefreshMs };
  const { data: usd } = useApi('/api/v1/rates/usd_btc', {}, { emptyDefault: noUsdRate, ...refresh });
  const { data: fee } = useApi('/api/v1/rates/brc_network_fee', {}, { emptyDefault: noNetworkFee, ...refresh });

  useEffect(() => {
    const rate = usdRateFrom(usd);
    if (rate !== null) configStore.setUsdRate(rate);
  }, [usd]);

  useEffect(() => {
    const netRate = netRateFrom(fee);
    if (netRate !== null) configStore.setNetRate(netRate);
  }, [fee]);
}
