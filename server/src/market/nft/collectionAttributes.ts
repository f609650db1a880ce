import { asc, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { inscriptionAttributes, inscriptions } from '../../db/schema';

export const traitSchema = z.object({
  trait_type: z.string(),
  values: z.array(z.object({ value: z.string(), count: z.number().int() })),
});
export type Trait = z.infer<typeof traitSchema>;

/** Every trait of a collection with how many of its inscriptions carry each value, commonest value first. */
export async function collectionAttributes(db: Database, collectionId: string): Promise<Trait[]> {
  const rows = await db
    .select({ traitType: inscriptionAttributes.traitType, value: inscriptionAttributes.value, count: count() })
    .from(inscriptionAttributes)
    .innerJoin(inscriptions, eq(inscriptions.inscriptionId, inscriptionAttributes.inscriptionId))
    .where(eq(inscriptions.collectionId, collectionId))
    .groupBy(inscriptionAttributes.traitType, inscriptionAttributes.value)
    .orderBy(asc(inscriptionAttributes.traitType), desc(count()), asc(inscriptionAttributes.value));
  const traits = new Map<string, Trait['values']>();
  for (const row of rows) {
    const values = traits.get(row.traitType) ?? [];
    values.push({ value: row.value, count: row.count });
    traits.set(row.traitType, values);
  }
  return [...traits].map(([trait_type, values]) => ({ trait_type, values }));
}
