import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { brc20Orders } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { ApiError } from '../../http/ApiError';
import type { RouteModule } from '../../http/services';
import { brc20Offers } from '../purchase/brc20Offers';
import { cancelPurchase } from '../purchase/cancelPurchase';
import { finishPurchase } from '../purchase/finishPurchase';
import { startPurchase } from '../purchase/startPurchase';
import { payerFields, payerOf, purchaseAnswer, purchaseFields, signedPsbtField } from '../purchase/tradeFields';
import { inscriptionIdField, orderIdField } from './brc20Fields';
import { delistOrder } from './delistOrder';
import { listTransferInscription } from './listTransferInscription';
import { orderItem, orderItemSchema, selectOrders } from './orderView';

const tag = 'brc-20 trading';
const orderRequest = z.object({ order_id: orderIdField });

/** Listing, delisting and buying BRC-20 transfer inscriptions. */
export const brc20ListAndBuyRoutes: RouteModule = (app, kit, { database, config, chain, purchases }) => {
  const { db } = database;
  const market = brc20Offers(config.NETWORK);

  async function orderById(id: string) {
    const [row] = await selectOrders(db).where(eq(brc20Orders.id, id));
    if (!row) throw new ApiError('orderNotFound', 'No such BRC-20 order. It may have been delisted.');
    return row;
  }

  apiRoute(app, kit, {
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

  apiRoute(app, kit, {
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
      return orderItem(await orderById(body.order_id));
    },
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/buy_brc20',
    summary: 'Starts buying a listed transfer inscription: holds it and answers the PSBT to sign',
    tag,
    auth: 'required',
    body: orderRequest.extend(payerFields(config.NETWORK)),
    data: z.object({ order: orderItemSchema, ...purchaseFields }),
    rateLimitAddress: (_body, user) => user?.address,
    handler: async ({ body, user }) => {
      const started = await startPurchase(db, chain, market, purchases, {
        orderIds: [body.order_id],
        buyer: user.address,
        ...payerOf(body, user),
        feeRate: body.fee_rate,
      });
      return { order: orderItem(await orderById(body.order_id)), ...purchaseAnswer(started) };
    },
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/buy_brc20_send_success',
    summary: "Completes the purchase with the buyer's signed PSBT; the market merges, checks and broadcasts it",
    tag,
    auth: 'required',
    body: z.object({ order_id: orderIdField, psbt: signedPsbtField }),
    data: z.object({ order: orderItemSchema, txid: z.string() }),
    handler: async ({ body, user }) => {
      const request = { orderIds: [body.order_id], buyer: user.address, signedPsbt: body.psbt };
      const { txid } = await finishPurchase(db, chain, market, purchases, request);
      return { order: orderItem(await orderById(body.order_id)), txid };
    },
  });

  apiRoute(app, kit, {
    path: '/btc/brc_20/cancel_buy_brc20',
    summary: 'The buyer gave up before signing: the hold ends and the listing is for sale again',
    tag,
    auth: 'required',
    body: orderRequest,
    data: orderItemSchema,
    handler: async ({ body, user }) => {
      await cancelPurchase(db, market, { orderIds: [body.order_id], buyer: user.address });
      return orderItem(await orderById(body.order_id));
    },
  });
};
