import { maxSweep } from '@ordmarket/protocol';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { listings } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { cancelPurchase } from './cancelPurchase';
import { finishPurchase } from './finishPurchase';
import { nftOffers } from './nftOffers';
import { startPurchase } from './startPurchase';
import { payerFields, payerOf, purchaseAnswer, purchaseFields, signedPsbtField } from './tradeFields';
import { orderIdField } from '../nft/marketFields';
import { orderSchema, toOrderView, type OrderView } from '../nft/orderView';

const tag = 'nft market';
/** A sweep buys up to 9 listings in one transaction (spec §9). */
const orderIds = z.array(orderIdField).min(1).max(maxSweep);
const one = z.object({ order_id: orderIdField }).strict();
const many = z.object({ order_ids: orderIds }).strict();
const ordersData = z.object({ items: z.array(orderSchema) });

/** The listings as they stand now, in the order asked. */
async function ordersNow(db: Database, ids: readonly string[]): Promise<OrderView[]> {
  const rows = await db
    .select()
    .from(listings)
    .where(inArray(listings.id, [...ids]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toOrderView(row)] : [];
  });
}

const firstOf = (views: OrderView[]): OrderView => {
  const [first] = views;
  if (!first) throw new Error('The order vanished after it was read.');
  return first;
};

/**
 * Buying one listing or a sweep (spec §4 "Buy flow"): buy_* holds the listings and answers the PSBT the wallet
 * signs, never a seller's signature; send_success takes the signed PSBT back, and the market merges the sellers'
 * signatures, checks the whole transaction and broadcasts it; cancel gives the listings back.
 */
export const buyRoutes: RouteModule<'chain' | 'config' | 'database' | 'purchases'> = (
  app,
  { database, chain, purchases: policy, config },
) => {
  const { db } = database;
  const market = nftOffers(config.NETWORK);
  const payer = payerFields(config.NETWORK);
  const byBuyer = (_body: unknown, user: { address: string } | undefined) => user?.address;

  apiRoute(app, {
    path: '/btc/ordinals/buy_ordinals',
    summary: 'Starts buying one listing: holds it and answers the PSBT to sign',
    tag,
    auth: 'required',
    body: one.extend(payer),
    data: orderSchema.extend(purchaseFields),
    rateLimitAddress: byBuyer,
    handler: async ({ body, user }) => {
      const started = await startPurchase(db, chain, market, policy, {
        orderIds: [body.order_id],
        buyer: user.address,
        ...payerOf(body, user),
        feeRate: body.fee_rate,
      });
      return { ...firstOf(await ordersNow(db, [body.order_id])), ...purchaseAnswer(started) };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/buy_ordinals_list',
    summary: 'Starts buying several listings in one transaction (sweep, at most 9)',
    tag,
    auth: 'required',
    body: many.extend(payer),
    data: ordersData.extend(purchaseFields),
    rateLimitAddress: byBuyer,
    handler: async ({ body, user }) => {
      const started = await startPurchase(db, chain, market, policy, {
        orderIds: body.order_ids,
        buyer: user.address,
        ...payerOf(body, user),
        feeRate: body.fee_rate,
      });
      return { items: await ordersNow(db, body.order_ids), ...purchaseAnswer(started) };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/cancel_buy_ordinals',
    summary: 'Gives up a purchase before paying; the listing is for sale again',
    tag,
    auth: 'required',
    body: one,
    data: orderSchema,
    handler: async ({ body, user }) => {
      await cancelPurchase(db, market, { orderIds: [body.order_id], buyer: user.address });
      return firstOf(await ordersNow(db, [body.order_id]));
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/cancel_buy_ordinals_list',
    summary: 'Gives up a sweep before paying',
    tag,
    auth: 'required',
    body: many,
    data: ordersData,
    handler: async ({ body, user }) => {
      await cancelPurchase(db, market, { orderIds: body.order_ids, buyer: user.address });
      return { items: await ordersNow(db, body.order_ids) };
    },
  });

  const sent = { txid: z.string() };

  apiRoute(app, {
    path: '/btc/ordinals/buy_ordinals_send_success',
    summary: "Completes a purchase with the buyer's signed PSBT; the market merges, checks and broadcasts it",
    tag,
    auth: 'required',
    body: one.extend({ psbt: signedPsbtField }),
    data: orderSchema.extend(sent),
    handler: async ({ body, user }) => {
      const request = { orderIds: [body.order_id], buyer: user.address, signedPsbt: body.psbt };
      const { txid } = await finishPurchase(db, chain, market, policy, request);
      return { ...firstOf(await ordersNow(db, [body.order_id])), txid };
    },
  });

  apiRoute(app, {
    path: '/btc/ordinals/buy_ordinals_list_send_success',
    summary: "Completes a sweep with the buyer's signed PSBT; the market merges, checks and broadcasts it",
    tag,
    auth: 'required',
    body: many.extend({ psbt: signedPsbtField }),
    data: ordersData.extend(sent),
    handler: async ({ body, user }) => {
      const request = { orderIds: body.order_ids, buyer: user.address, signedPsbt: body.psbt };
      const { txid } = await finishPurchase(db, chain, market, policy, request);
      return { items: await ordersNow(db, body.order_ids), txid };
    },
  });
};
