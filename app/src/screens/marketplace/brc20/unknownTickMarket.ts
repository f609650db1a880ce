import type { ApiData } from '../../../api/apiCalls';

/** A token's market figures before the answer (and when the read fails): unknown prices, not prices of 0. */
export const unknownTickMarket: ApiData<'/btc/brc_20/get_tick'>['market'] = {
  price: null,
  change_24h: null,
  volume_24h: 0,
  sales_24h: 0,
  floor_price: null,
  listed: 0,
  volume_total: 0,
  sales_total: 0,
};
