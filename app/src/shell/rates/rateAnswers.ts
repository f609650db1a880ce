import type { ApiData } from '../../api/apiCalls';
import type { NetRate } from '../../stores';

export type UsdRateAnswer = ApiData<'/api/v1/rates/usd_btc'>;
export type NetworkFeeAnswer = ApiData<'/api/v1/rates/brc_network_fee'>;

/** How often the rates are read again while the app is open. */
export const ratesRefreshMs = 60_000;

/** What a failed read answers: nothing known, so the store keeps what it had. */
export const noUsdRate: UsdRateAnswer = { usd_per_btc: null, updated_at: null, source: 'unavailable', stale: true };
export const noNetworkFee: NetworkFeeAnswer = {
  fee_rate: 0,
  fastestFee: 0,
  halfHourFee: 0,
  hourFee: 0,
  economyFee: 0,
  minimumFee: 0,
  source: 'preset',
};

/** Dollars per BTC to show, or null when the server has none (the feed never answered). */
export function usdRateFrom(answer: UsdRateAnswer): number | null {
  const rate = answer.usd_per_btc;
  return rate !== null && Number.isFinite(rate) && rate > 0 ? rate : null;
}

/** The half-hour fee rate for size estimates (spec §4), or null when unknown: no real network charges 0 sats/vB. */
export function netRateFrom(answer: NetworkFeeAnswer): NetRate | null {
  const { halfHourFee } = answer;
  return Number.isFinite(halfHourFee) && halfHourFee > 0 ? { halfHourFee } : null;
}
