import type { ApiData } from './apiCalls';
import type { ScreenRead } from './prefetchRead';

/** The health answer before the server's is in: no network yet, so nothing network-specific is offered. */
export const unknownHealth: ApiData<'/api/v1/health'> = {
  network: '',
  tip_height: null,
  indexed_height: null,
  indexer_lag: null,
  indexer_stopped: null,
  brc20: null,
  brc20_opi: null,
  database: 'pglite',
  chain_sources: [],
  service_wallet: { held_sats: 0, held_coins: 0, owed_sats: 0 },
  order_addresses: { held_for_orders_sats: 0, unowed_sats: 0, too_small_sats: 0, refused_return_sats: 0 },
};

/** The market's health: its network names what the welcome and the wallets offer. */
export const healthRead: ScreenRead<'/api/v1/health'> = {
  path: '/api/v1/health',
  body: {},
  emptyDefault: unknownHealth,
};
