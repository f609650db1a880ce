import { activityKinds } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { activityPage, activityRequestSchema } from '../activityFeed';
import { activityItemSchema, nftActivityFeed } from './activityFeed';
import { collectionExists, collectionNotFound } from './collectionView';
import { collectionIdField } from './marketFields';

/** The market-wide NFT activity feed (the marketplace's "NFTs Activity" tab). */
export const activityRoutes: RouteModule<'database'> = (app, { database }) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/ordinals/get_activity_list',
    summary: 'Mints, listings, delistings, sales and transfers across the market (or one collection), newest first',
    tag: 'nft market',
    auth: 'none',
    body: activityRequestSchema(activityKinds, { collection_id: collectionIdField.optional() }),
    data: pageSchema(activityItemSchema),
    handler: async ({ body }) => {
      if (body.collection_id !== undefined && !(await collectionExists(db, body.collection_id))) {
        throw collectionNotFound(body.collection_id);
      }
      return activityPage(db, nftActivityFeed, { kinds: body.kinds, scope: body.collection_id }, body);
    },
  });
};
