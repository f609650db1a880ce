import { brc20ActivityKinds } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { activityPage, activityRequestSchema } from '../activityFeed';
import { brc20ActivityFeed, brc20ActivityItemSchema } from './activityFeed';
import { tickField } from './brc20Fields';
import { requireTick } from './findTick';

/** The market-wide BRC-20 activity feed (the marketplace's "BRC20 Activity" tab). */
export const brc20ActivityRoutes: RouteModule<'database'> = (app, { database }) => {
  const { db } = database;

  apiRoute(app, {
    path: '/btc/brc_20/get_activity_list',
    summary: 'Deploys, mints, transfers, listings and sales of every token (or one tick), newest first',
    tag: 'brc-20 market',
    auth: 'none',
    body: activityRequestSchema(brc20ActivityKinds, { tick: tickField.optional() }),
    data: pageSchema(brc20ActivityItemSchema),
    handler: async ({ body }) => {
      // The ledger keys ticks in lowercase; the feed answers them as deployed.
      const tick = body.tick === undefined ? undefined : (await requireTick(db, body.tick)).tick;
      return activityPage(db, brc20ActivityFeed, { kinds: body.kinds, scope: tick }, body);
    },
  });
};
