import { maxSweep } from '@ordmarket/protocol';
import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';
import { orderIdField, txidField } from './marketFields';
import { orderSchema } from './orderView';
import { cancelPurchase, recordPurchaseTx, refuseUnbuyable } from './purchaseState';

const tag = 'nft market';
/** A sweep buys up to 9 listings in one transaction (spec §9). */
const orderIds = z.array(orderIdField).min(1).max(maxSweep);
const one = z.object({ order_id: orderIdField }).strict();
const many = z.object({ order_ids: orderIds }).strict();
const ordersData = z.object({ items: z.array(orderSchema) });

/** Buying one listing or a sweep, and the buyer's cancel and payment reports (spec §7, §4 "Buy flow"). */
export const buyRoutes: RouteModule = (app, kit, { database }) => {
  const { db } = database;
  const byBuyer = (_body: unknown, user: { address: string } | undefined) => user?.address;

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals',
    summary: 'Starts buying one listing',
    tag,
    auth: 'required',
    body: one,
    data: orderSchema,
    rateLimitAddress: byBuyer,
    handler: ({ body, user }) => refuseUnbuyable(db, [body.order_id], user.address),
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals_list',
    summary: 'Starts buying several listings in one transaction (sweep, at most 9)',
    tag,
    auth: 'required',
    body: many,
    data: ordersData,
    rateLimitAddress: byBuyer,
    handler: ({ body, user }) => refuseUnbuyable(db, body.order_ids, user.address),
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/cancel_buy_ordinals',
    summary: 'Gives up a purchase before paying; the listing is for sale again',
    tag,
    auth: 'required',
    body: one,
    data: orderSchema,
    handler: async ({ body, user }) => {
      const [order] = await cancelPurchase(db, [body.order_id], user.address);
      if (!order) throw new Error('cancelPurchase answered no order');
      return order;
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/cancel_buy_ordinals_list',
    summary: 'Gives up a sweep before paying',
    tag,
    auth: 'required',
    body: many,
    data: ordersData,
    handler: async ({ body, user }) => ({ items: await cancelPurchase(db, body.order_ids, user.address) }),
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals_send_success',
    summary: 'Records the purchase transaction the buyer broadcast',
    tag,
    auth: 'required',
    body: one.extend({ txid: txidField }),
    data: orderSchema,
    handler: async ({ body, user }) => {
      const [order] = await recordPurchaseTx(db, [body.order_id], user.address, body.txid);
      if (!order) throw new Error('recordPurchaseTx answered no order');
      return order;
    },
  });

  apiRoute(app, kit, {
    path: '/btc/ordinals/buy_ordinals_list_send_success',
    summary: 'Records the sweep transaction the buyer broadcast',
    tag,
    auth: 'required',
    body: many.extend({ txid: txidField }),
    data: ordersData,
    handler: async ({ body, user }) => ({ items: await recordPurchaseTx(db, body.order_ids, user.address, body.txid) }),
  });
};
