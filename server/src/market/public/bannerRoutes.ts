import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { banners } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import type { RouteModule } from '../../http/services';

export const bannerSchema = z.object({
  id: z.number().int(),
  position_id: z.string(),
  image: z.string(),
  link: z.string(),
  title: z.string(),
  sort: z.number().int(),
});

/** The pictures of a page position ('home-banner'), in their order (spec §7 "Other"). */
export const bannerRoutes: RouteModule<'database'> = (app, { database }) => {
  apiRoute(app, {
    path: '/phoenix/public/get_banners_by_position',
    summary: 'The active banners of a page position, in order',
    tag: 'public',
    auth: 'none',
    body: z.object({ position_id: z.string().trim().min(1).max(100) }).strict(),
    data: z.object({ banners: z.array(bannerSchema) }),
    handler: async ({ body }) => {
      const rows = await database.db
        .select()
        .from(banners)
        .where(and(eq(banners.positionId, body.position_id), eq(banners.active, true)))
        .orderBy(asc(banners.sort), asc(banners.id));
      return {
        banners: rows.map((row) => ({
          id: row.id,
          position_id: row.positionId,
          image: row.imageUrl,
          link: row.linkUrl,
          title: row.title,
          sort: row.sort,
        })),
      };
    },
  });
};
