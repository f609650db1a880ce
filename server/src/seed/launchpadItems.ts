import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { collectionItems, mintItems, mints } from '../db/schema';
import { seedCollections } from './marketCatalog';
import type { SeededRandom } from './seededRandom';

/** The mints whose creators prepared their remaining pieces, drawn from the collection's own generator. */
const preparedMints = [
  { mintId: 'satoshi-shapes-mint', collectionId: 'satoshi-shapes' },
  { mintId: 'rune-rain-mint', collectionId: 'rune-rain' },
] as const;

/** The mint whose minters stack a choice of its collection's first inscriptions. */
const combiningMint = 'ordinal-circles-mint';
const combiningCollection = 'ordinal-circles';
/** How many of a collection's inscriptions a combining mint offers as parts. */
const combinableParts = 6;

/**
 * Gives every seeded mint what it hands out: the launchpad mints the pieces still to mint, numbered after the ones
 * minted; the combining mint its parts, the collection's first inscriptions (a minter stacks a choice of them).
 */
export async function writeLaunchpadItems(db: Database, random: SeededRandom): Promise<void> {
  for (const { mintId, collectionId } of preparedMints) {
    const collection = seedCollections.find((entry) => entry.id === collectionId);
    const [mint] = await db.select().from(mints).where(eq(mints.id, mintId));
    if (!collection || !mint) continue;
    const pieces = Array.from({ length: mint.supply - mint.mintedNum }, (_, index) => {
      const number = mint.mintedNum + index + 1;
      const piece = collection.make(random.fork(`${collectionId}/${number}`), number);
      return {
        mintId,
        position: number,
        name: `${collection.itemName} #${number}`,
        contentType: piece.contentType,
        body: piece.body,
      };
    });
    for (let at = 0; at < pieces.length; at += 100) await db.insert(mintItems).values(pieces.slice(at, at + 100));
  }
  const parts = await db
    .select({ inscriptionId: collectionItems.inscriptionId })
    .from(collectionItems)
    .where(eq(collectionItems.collectionId, combiningCollection))
    .orderBy(asc(collectionItems.name))
    .limit(combinableParts);
  await db
    .update(mints)
    .set({ recursiveContent: parts.map((part) => part.inscriptionId) })
    .where(eq(mints.id, combiningMint));
}
