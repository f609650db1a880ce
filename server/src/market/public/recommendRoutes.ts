import { sql } from 'drizzle-orm';
import { collections, recommendedCollections } from '../../db/schema';
import { apiRoute } from '../../http/apiRoute';
import { pageSchema, pagingSchema, type Paging } from '../../http/envelope';
import type { RouteModule } from '../../http/services';
import { collectionPage, collectionSchema } from '../nft/collectionView';
import { qualified } from '../nft/qualified';

/** The collections the home page recommends, in the operator's order (spec §7 "Other"). */
export const recommendRoutes: RouteModule<'database' | 'marketReads'> = (app, { database, marketReads }) => {
  const recommended = sql`exists (select 1 from ${recommendedCollections}
    where ${qualified(recommendedCollections.collectionId)} = ${qualified(collections.id)})`;
  const page = marketReads.cached((paging: Paging) =>
    collectionPage(database.db, { where: recommended, order: 'recommended', paging }),
  );
  apiRoute(app, {
    path: '/phoenix/public/ordinals/recommend_collections',
    summary: 'Recommended collections with their market figures',
    tag: 'public',
    auth: 'none',
    body: pagingSchema.strict(),
    data: pageSchema(collectionSchema),
    handler: ({ body }) => page(body),
  });
};
