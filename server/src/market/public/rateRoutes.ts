import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { brcNetworkFee } from './brcNetworkFee';
import { usdRateReader } from './usdRate';

/**
 * The two rates the app loads (spec §7 "Other", paths not given there): USD per BTC, and the network fee rate
 * BRC-20 inscribing uses.
 */
export const rateRoutes: RouteModule<'chain' | 'config' | 'database'> = (app, { config, database, chain }) => {
  const { db } = database;
  const usdRate = usdRateReader(db, { network: config.NETWORK, url: config.USD_RATE_URL });

  apiRoute(app, {
    path: '/api/v1/rates/usd_btc',
    summary:
      'US dollars per bitcoin: simulated on devnet, else from USD_RATE_URL (read at most once a minute, last good value kept)',
    tag: 'public',
    auth: 'none',
    body: z.object({}).strict().optional(),
    data: z.object({
      usd_per_btc: z.number().nullable(),
      updated_at: z.number().int().nullable(),
      source: z.enum(['simulated', 'feed', 'unavailable']),
      stale: z.boolean(),
    }),
    handler: usdRate,
  });

  apiRoute(app, {
    path: '/api/v1/rates/brc_network_fee',
    summary: "The network fee rate for BRC-20 inscriptions in sats/vB (halfHourFee unless set), with the chain's rates",
    tag: 'public',
    auth: 'none',
    body: z.object({}).strict().optional(),
    data: z.object({
      fee_rate: z.number().int(),
      fastestFee: z.number(),
      halfHourFee: z.number(),
      hourFee: z.number(),
      economyFee: z.number(),
      minimumFee: z.number(),
      source: z.enum(['set', 'chain', 'preset']),
    }),
    handler: () => brcNetworkFee(db, chain),
  });
};
