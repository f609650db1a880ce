import { z } from 'zod';
import { brc20ActivityKinds } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { brc20ActivityFeed, brc20ActivityItemSchema } from './activityFeed';
import { tickField } from './brc20Fields';
import { requireTick } from './findTick';

/** The market-wide BRC-20 activity feed (the marketplace's "BRC20 Activity" tab). */
export const brc20ActivityRoutes: RouteModule = (app, kit, { database }) => {
  const { db } = database;

  apiRoute(app, kit, {
    path: '/btc/brc_20/get_activity_list',
    summary: 'Deploys, mints, transfers, listings and sales of every token (or one tick), newest first',
    tag: 'brc-20 market',
    auth: 'none',
    body: pagingSchema
      .extend({
        limit: z.number().int().min(1).max(50).default(20),
        kinds: z.array(z.enum(brc20ActivityKinds)).min(1).max(brc20ActivityKinds.length).optional(),
        tick: tickField.optional(),
      })
      .strict(),
    data: pageSchema(brc20ActivityItemSchema),
    handler: async ({ body }) => {
      const tick = body.tick === undefined ? undefined : (await requireTick(db, body.tick)).tick;
      return brc20ActivityFeed(db, { kinds: body.kinds, tick }, body);
    },
  });
};
