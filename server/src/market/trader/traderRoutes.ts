import { z } from 'zod';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { traderAddress } from '../brc20/traderAddress';
import { addressField } from '../nft/marketFields';
import { sellerOrderBooks } from '../sellerOrderBooks';
import { sellerOrders, sellerOrderSchema } from '../nft/sellerOrders';
import { traderActivityFeed, traderActivitySchema } from './traderActivity';

const tag = 'nft market';

/** A trader's own market, as /wallet shows it: their NFT listings and sales, and their history in both markets. */
export const traderRoutes: RouteModule<'config' | 'database'> = (app, { database, config }) => {
  const { db } = database;
  const address = addressField(config.NETWORK);

  apiRoute(app, {
    path: '/btc/ordinals/get_user_listed_orders',
    summary:
      "An address's NFT listings still on the market, newest first (status on_list, a pending purchase included), " +
      'or its sales, newest sale first (status sold, or replaced when another transaction took the listing in place ' +
      "of the market's purchase); the signed-in trader's by default",
    tag,
    auth: 'optional',
    body: pagingSchema
      .extend({ address: address.optional(), status: z.enum(sellerOrderBooks).default('on_list') })
      .strict(),
    data: pageSchema(sellerOrderSchema),
    handler: ({ body, user }) => sellerOrders(db, traderAddress(body.address, user), body.status, body),
  });

  apiRoute(app, {
    path: '/btc/ordinals/get_user_activity',
    summary:
      'What an address did in the NFT and BRC-20 markets, newest first: bought, sold, listed, delisted, minted, ' +
      'deployed, sent, received and made transferable, and purchases or sales replaced by another transaction ' +
      "(the buyer whose purchase it took, the seller and the receiver); the signed-in trader's by default",
    tag,
    auth: 'optional',
    body: pagingSchema.extend({ address: address.optional() }).strict(),
    data: pageSchema(traderActivitySchema),
    handler: ({ body, user }) => traderActivityFeed(db, traderAddress(body.address, user), body),
  });
};
