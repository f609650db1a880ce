import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { brc20Orders } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema, toPage } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { sellerOrderBooks, settledStatuses } from '../sellerOrderBooks';
import { addressField } from './brc20Fields';
import { orderItem, orderItemSchema, selectOrders } from './orderView';
import { traderAddress } from './traderAddress';

/**
 * A seller's BRC-20 orders as /wallet shows them, the same two books as the NFT side: still on the market
 * (a pending purchase included), newest listed first, or sold (or replaced), newest sale first
 * (brc20_orders_seller_sold_idx).
 */
export const brc20SellerOrderRoutes: RouteModule<'config' | 'database'> = (app, { database, config }) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/brc_20/get_user_orders',
    summary:
      "An address's BRC-20 orders still on the market, newest first (status on_list, a pending purchase included), " +
      'or its sales, newest sale first (status sold, or replaced when another transaction took the order in place of ' +
      "the market's purchase); the signed-in trader's by default",
    tag: 'brc-20 market',
    auth: 'optional',
    body: pagingSchema
      .extend({ address: addressField(config.NETWORK).optional(), status: z.enum(sellerOrderBooks).default('on_list') })
      .strict(),
    data: pageSchema(orderItemSchema),
    handler: async ({ body, user }) => {
      const seller = traderAddress(body.address, user);
      const isSold = body.status === 'sold';
      const where: SQL | undefined = and(
        eq(brc20Orders.sellerAddress, seller),
        inArray(brc20Orders.status, isSold ? settledStatuses : ['on_list', 'selling']),
      );
      const [rows, [counted]] = await Promise.all([
        selectOrders(db)
          .where(where)
          .orderBy(isSold ? desc(brc20Orders.soldAt) : desc(brc20Orders.createdAt), desc(brc20Orders.id))
          .limit(body.limit)
          .offset((body.page - 1) * body.limit),
        db.select({ total: count() }).from(brc20Orders).where(where),
      ]);
      return toPage(rows.map(orderItem), counted?.total ?? 0, body);
    },
  });
};
