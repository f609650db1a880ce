import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { collectionItems, mintItems, mints } from '../db/schema';
import { seedCollections } from './marketCatalog';
import type { SeededRandom } from './seededRandom';

/** How many of a collection's inscriptions a combining mint offers as parts. */
const combinableParts = 6;

/**
 * Gives every seeded mint what it hands out: a prepared mint the pieces still to mint, numbered after the ones
 * minted; a combining mint its parts, the collection's first inscriptions (a minter stacks a choice of them).
 */
export async function writeLaunchpadItems(db: Database, random: SeededRandom): Promise<void> {
  for (const collection of seedCollections) {
    if (collection.launchpad === undefined) continue;
    const [mint] = await db.select().from(mints).where(eq(mints.collectionId, collection.id));
    if (!mint) continue;
    if (collection.launchpad.kind === 'combining') {
      const parts = await db
        .select({ inscriptionId: collectionItems.inscriptionId })
        .from(collectionItems)
        .where(eq(collectionItems.collectionId, collection.id))
        .orderBy(asc(collectionItems.name))
        .limit(combinableParts);
      await db
        .update(mints)
        .set({ recursiveContent: parts.map((part) => part.inscriptionId) })
        .where(eq(mints.id, mint.id));
      continue;
    }
    const pieces = Array.from({ length: mint.supply - mint.mintedNum }, (_, index) => {
      const number = mint.mintedNum + index + 1;
      const piece = collection.make(random.fork(`${collection.id}/${number}`), number);
      return {
        mintId: mint.id,
        position: number,
        name: `${collection.itemName} #${number}`,
        contentType: piece.contentType,
        body: piece.body,
      };
    });
    for (let at = 0; at < pieces.length; at += 100) await db.insert(mintItems).values(pieces.slice(at, at + 100));
  }
}
