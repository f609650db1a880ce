import { z } from 'zod';
import { activityKinds } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { activityFeed, activityItemSchema } from './activityFeed';
import { collectionExists, collectionNotFound } from './collectionView';
import { collectionIdField } from './marketFields';

/** The market-wide NFT activity feed (the marketplace's "NFTs Activity" tab). */
export const activityRoutes: RouteModule = (app, kit, { database }) => {
  const { db } = database;

  apiRoute(app, kit, {
    path: '/btc/ordinals/get_activity_list',
    summary: 'Mints, listings, delistings, sales and transfers across the market (or one collection), newest first',
    tag: 'nft market',
    auth: 'none',
    body: pagingSchema
      .extend({
        limit: z.number().int().min(1).max(50).default(20),
        kinds: z.array(z.enum(activityKinds)).min(1).max(activityKinds.length).optional(),
        collection_id: collectionIdField.optional(),
      })
      .strict(),
    data: pageSchema(activityItemSchema),
    handler: async ({ body }) => {
      if (body.collection_id !== undefined && !(await collectionExists(db, body.collection_id))) {
        throw collectionNotFound(body.collection_id);
      }
      return activityFeed(db, { kinds: body.kinds, collectionId: body.collection_id }, body);
    },
  });
};
