import { unstable_serialize as serializeKey } from 'swr';
import type { ApiClient } from '../../api/apiClient';
import { screenFirstRead, type FirstRead, type ScreenRead } from '../../api/prefetchRead';
import { apiReadKey } from '../../api/useApi';
import { configStore } from '../../stores';
import {
  netRateFrom,
  noNetworkFee,
  noUsdRate,
  usdRateFrom,
  type NetworkFeeAnswer,
  type UsdRateAnswer,
} from './rateAnswers';

export const usdRateRead: ScreenRead<'/api/v1/rates/usd_btc'> = {
  path: '/api/v1/rates/usd_btc',
  body: {},
  emptyDefault: noUsdRate,
};

export const networkFeeRead: ScreenRead<'/api/v1/rates/brc_network_fee'> = {
  path: '/api/v1/rates/brc_network_fee',
  body: {},
  emptyDefault: noNetworkFee,
};

/** The frame's first reads on every page: the rates its prices are shown in. */
export function rateFirstReads(api: ApiClient): readonly FirstRead[] {
  return [screenFirstRead(api, usdRateRead), screenFirstRead(api, networkFeeRead)];
}

/**
 * Puts the rates a page was rendered with into configStore before its first render, on the server and in the
 * browser alike, so both draw the same prices (a rate arriving while the browser hydrates would not match).
 */
export function applyRenderedRates(answers: Readonly<Record<string, unknown>>): void {
  const usd = answers[serializeKey(apiReadKey(usdRateRead.path, usdRateRead.body))] as UsdRateAnswer | undefined;
  const fee = answers[serializeKey(apiReadKey(networkFeeRead.path, networkFeeRead.body))] as
    NetworkFeeAnswer | undefined;
  const usdRate = usd === undefined ? null : usdRateFrom(usd);
  const netRate = fee === undefined ? null : netRateFrom(fee);
  if (usdRate !== null) configStore.setUsdRate(usdRate);
  if (netRate !== null) configStore.setNetRate(netRate);
}
