import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brc20Orders } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import type { RouteModule } from '../../http/services';
import { brc20OrderById } from './brc20OrderById';
import { inscriptionIdField, orderIdField } from './brc20Fields';
import { delistOrder } from './delistOrder';
import { listTransferInscription } from './listTransferInscription';
import { orderItem, orderItemSchema } from './orderView';

const tag = 'brc-20 trading';
const orderRequest = z.object({ order_id: orderIdField });

/** Listing and delisting BRC-20 transfer inscriptions (buying them is purchase/brc20BuyRoutes.ts). */
export const brc20ListRoutes: RouteModule<'config' | 'database'> = (app, { database, config }) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/brc_20/list_for_sale',
    summary: 'List a transfer inscription with a seller-signed PSBT (SINGLE|ANYONECANPAY)',
    tag,
    auth: 'required',
    body: z.object({ inscription_id: inscriptionIdField, psbt: z.string().min(1).max(200_000) }),
    data: orderItemSchema,
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      return listTransferInscription(db, config.NETWORK, {
        inscriptionId: body.inscription_id,
        psbt: body.psbt,
        sellerAddress: user.address,
      });
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/delist_for_sale',
    summary: 'Take a listing off the market at once (safe to retry)',
    tag,
    auth: 'required',
    body: orderRequest,
    data: orderItemSchema,
    handler: async ({ body, user }) => {
      await db.transaction(async (tx) => {
        const [order] = await tx.select().from(brc20Orders).where(eq(brc20Orders.id, body.order_id)).for('update');
        if (!order) throw new ApiError('orderNotFound', 'No such BRC-20 order.');
        if (order.sellerAddress.toLowerCase() !== user.address) {
          throw new ApiError('listingRefused', 'Only the seller can delist this order.');
        }
        await delistOrder(tx, order);
      });
      return orderItem(await brc20OrderById(db, body.order_id));
    },
  });
};
