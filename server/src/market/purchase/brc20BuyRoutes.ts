import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { brc20OrderById } from '../brc20/brc20OrderById';
import { orderIdField } from '../brc20/brc20Fields';
import { orderItem, orderItemSchema } from '../brc20/orderView';
import { brc20Offers } from './brc20Offers';
import { cancelPurchase } from './cancelPurchase';
import { finishPurchase } from './finishPurchase';
import { startPurchase } from './startPurchase';
import { payerFields, payerOf, purchaseAnswer, purchaseFields, signedPsbtField } from './tradeFields';

const tag = 'brc-20 trading';
const orderRequest = z.object({ order_id: orderIdField });

/** Buying a listed BRC-20 transfer inscription: start (hold and PSBT), finish (merge, check, broadcast), or cancel. */
export const brc20BuyRoutes: RouteModule<'chain' | 'config' | 'database' | 'purchases'> = (
  app,
  { database, config, chain, purchases },
) => {
  const { db } = database;
  const market = brc20Offers(config.NETWORK);

  apiRoute(app, {
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
      return { order: orderItem(await brc20OrderById(db, body.order_id)), ...purchaseAnswer(started) };
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/buy_brc20_send_success',
    summary: "Completes the purchase with the buyer's signed PSBT; the market merges, checks and broadcasts it",
    tag,
    auth: 'required',
    body: z.object({ order_id: orderIdField, psbt: signedPsbtField }),
    data: z.object({ order: orderItemSchema, txid: z.string() }),
    handler: async ({ body, user }) => {
      const request = { orderIds: [body.order_id], buyer: user.address, signedPsbt: body.psbt };
      const { txid } = await finishPurchase(db, chain, market, purchases, request);
      return { order: orderItem(await brc20OrderById(db, body.order_id)), txid };
    },
  });

  apiRoute(app, {
    path: '/btc/brc_20/cancel_buy_brc20',
    summary: 'The buyer gave up before signing: the hold ends and the listing is for sale again',
    tag,
    auth: 'required',
    body: orderRequest,
    data: orderItemSchema,
    handler: async ({ body, user }) => {
      await cancelPurchase(db, market, { orderIds: [body.order_id], buyer: user.address });
      return orderItem(await brc20OrderById(db, body.order_id));
    },
  });
};
