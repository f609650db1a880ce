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

/**
 * The fee service's rates for the fee tiers, or null when they are unknown (the read failed): no real network
 * charges 0 sats/vB. They are taken together or not at all, so the tiers are never priced from two answers.
 */
export function netRateFrom(answer: NetworkFeeAnswer): NetRate | null {
  const { fastestFee, halfHourFee, economyFee } = answer;
  const isKnown = [fastestFee, halfHourFee, economyFee].every((rate) => Number.isFinite(rate) && rate > 0);
  return isKnown ? { fastestFee, halfHourFee, economyFee } : null;
}
