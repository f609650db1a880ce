import { z } from 'zod';
import { apiRoute } from '../http/apiRoute';
import { pageSchema, pagingSchema, toPage } from '../http/envelope';
import type { RouteModule } from '../http/services';
import { listUserAddresses } from './userAccounts';

/** The signed-in user's wallet addresses (spec §7 /phoenix/user_all/get_ordinals_user_address). */
export const userAddressRoutes: RouteModule<'database'> = (app, { database }) => {
  apiRoute(app, {
    path: '/phoenix/user_all/get_ordinals_user_address',
    summary: "The signed-in user's wallet addresses, most recently used first",
    tag: 'auth',
    auth: 'required',
    body: pagingSchema.optional(),
    data: pageSchema(
      z.object({
        address: z.string(),
        wallet: z.string(),
        public_key: z.string().nullable(),
        first_seen_at: z.iso.datetime(),
        last_seen_at: z.iso.datetime(),
      }),
    ),
    handler: async ({ body, user }) => {
      const paging = body ?? pagingSchema.parse({});
      const { items, total } = await listUserAddresses(database.db, user.userId, paging);
      return toPage(items, total, paging);
    },
  });
};
