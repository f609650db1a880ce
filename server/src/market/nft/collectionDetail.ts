import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { collections } from '../../db/schema';
import { collectionAttributes, traitSchema } from './collectionAttributes';
import { salesCount, salesVolume } from './collectionFigures';
import { collectionNotFound, collectionSchema, findCollection } from './collectionView';

/** The collection page's header: the list figures plus volumes per window and the trait counts. */
export const collectionDetailSchema = collectionSchema.extend({
  royalty_address: z.string().nullable(),
  volume_24h: z.number().int(),
  volume_7d: z.number().int(),
  sales_24h: z.number().int(),
  sales_total: z.number().int(),
  attributes: z.array(traitSchema),
});
export type CollectionDetail = z.infer<typeof collectionDetailSchema>;

export async function collectionDetail(db: Database, collectionId: string): Promise<CollectionDetail> {
  const [view, [row], attributes] = await Promise.all([
    findCollection(db, collectionId),
    db
      .select({
        royaltyAddress: collections.royaltyAddress,
        volume7d: salesVolume(24 * 7),
        salesTotal: salesCount(null),
      })
      .from(collections)
      .where(eq(collections.id, collectionId)),
    collectionAttributes(db, collectionId),
  ]);
  if (!view || !row) throw collectionNotFound(collectionId);
  return {
    ...view,
    royalty_address: row.royaltyAddress,
    volume_24h: view.volume,
    volume_7d: Number(row.volume7d),
    sales_24h: view.sales,
    sales_total: Number(row.salesTotal),
    attributes,
  };
}
