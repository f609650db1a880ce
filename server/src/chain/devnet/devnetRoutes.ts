import { z } from 'zod';
import { ApiError } from '../../http/ApiError';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { ChainRejection } from '../ChainSource';
import { DevnetRefusal } from './DevnetRefusal';

const minedBlock = z.object({ hash: z.string(), height: z.number().int(), txids: z.array(z.string()) });

async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DevnetRefusal) throw new ApiError('faucetRefused', error.message);
    if (error instanceof ChainRejection) throw new ApiError('transactionRejected', error.message);
    throw error;
  }
}

/** The devnet's operator controls: fund an address, mine, roll back. Absent on real networks. */
export const devnetRoutes: RouteModule<'devnet'> = (app, { devnet }) => {
  if (devnet === undefined) return;
  apiRoute(app, {
    path: '/devnet/faucet',
    summary: 'Pays sats from the devnet treasury to an address',
    tag: 'devnet',
    auth: 'none',
    body: z.object({ address: z.string().min(1).max(100), sats: z.number().int().positive() }).strict(),
    data: z.object({ txid: z.string() }),
    rateLimitAddress: (body) => body.address,
    handler: async ({ body }) => ({ txid: await refusing(() => devnet.faucet(body.address, BigInt(body.sats))) }),
  });
  apiRoute(app, {
    path: '/devnet/mine',
    summary: 'Mines blocks now',
    tag: 'devnet',
    auth: 'none',
    body: z.object({ blocks: z.number().int().min(1).max(100) }).strict(),
    data: z.object({ blocks: z.array(minedBlock) }),
    handler: async ({ body }) => ({ blocks: await devnet.mine(body.blocks) }),
  });
  apiRoute(app, {
    path: '/devnet/rollback',
    summary: 'Removes the last blocks; their transactions return to the mempool',
    tag: 'devnet',
    auth: 'none',
    body: z.object({ blocks: z.number().int().min(1).max(10) }).strict(),
    data: z.object({ tip_height: z.number().int() }),
    handler: async ({ body }) => {
      await refusing(() => devnet.rollback(body.blocks));
      return { tip_height: await devnet.tipHeight() };
    },
  });
};
