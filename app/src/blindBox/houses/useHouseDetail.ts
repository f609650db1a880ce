import { useApi, type ApiRead } from '../../api/useApi';
import type { HouseDetailAnswer } from './houseAnswers';

/** While the detail is open it follows the house: other players' opens change the pool, odds and winners. */
export const houseRefreshMs = 5_000;

/** What a failed read answers: no house, which the drawers tell apart by its empty id. */
export const noHouseDetail: HouseDetailAnswer = {
  house_id: '',
  name: '',
  maker_address: '',
  status: 'empty',
  price_sats: 0,
  btc_prize_sats: null,
  brc20_prize: null,
  remaining: 0,
  opens: 0,
  cover_inscription_id: null,
  custody_address: '',
  open_fee_bps: 0,
  pool: [],
  awaiting_deposit: [],
  recent_winners: [],
  commitment: null,
  revealed_seeds: [],
  revealed_seed_count: 0,
  is_maker: false,
};

/**
 * One house's detail (null waits). Both house drawers read it under the same key, so refreshing it after an
 * open or a rotation refreshes both.
 */
export function useHouseDetail(
  houseId: string | null,
  refreshInterval = 0,
): ApiRead<'/btc/blind_box/get_house_detail'> {
  return useApi('/btc/blind_box/get_house_detail', houseId === null ? null : { house_id: houseId }, {
    emptyDefault: noHouseDetail,
    refreshInterval,
  });
}
