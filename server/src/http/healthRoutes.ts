import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { indexedTip } from '../indexer/indexedTip';
import { apiRoute } from './apiRoute';
import type { RouteModule } from './services';

/** For load balancers and operators: the database answers, the chain has a tip, and how far the indexer got. */
export const healthRoutes: RouteModule = (app, kit, { database, chain }) => {
  apiRoute(app, kit, {
    path: '/api/v1/health',
    summary: 'Whether the database and the chain answer',
    tag: 'operations',
    auth: 'none',
    body: z.object({}).strict().optional(),
    data: z.object({
      network: z.string(),
      tip_height: z.number().int(),
      /** The last block the indexer applied: what the market's answers reflect (null before the first). */
      indexed_height: z.number().int().nullable(),
      database: z.enum(['pglite', 'postgres']),
    }),
    handler: async () => {
      await database.db.execute(sql`select 1`);
      const indexed = await indexedTip(database.db);
      return {
        network: chain.network,
        tip_height: await chain.tipHeight(),
        indexed_height: indexed?.height ?? null,
        database: database.kind,
      };
    },
  });
};

/**
 * What a person opening the printed URL sees when no app build is there (an API-only deployment): where
 * the API, its OpenAPI document and the chain's Esplora endpoints live.
 */
export const indexRoute: RouteModule = (app, _kit, { chain, devnet }) => {
  app.get('/', { schema: { hide: true } }, () => ({
    service: 'Ordmarket API',
    network: chain.network,
    openapi: '/openapi.json',
    health: 'POST /api/v1/health',
    mempool: '/mempool/api',
    devnet: devnet ? ['POST /devnet/faucet', 'POST /devnet/mine', 'POST /devnet/rollback'] : [],
  }));
};
