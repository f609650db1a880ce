import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { collectionItems, collections } from '../db/schema';
import type { DemoWallet } from './demoWallet';
import { inscribeAll, type Inscribed, type InscriptionOrder } from './inscribeBatch';
import { itemCount, type SeedCollection } from './marketCatalog';
import type { SeedScale } from './seedMarket';
import type { SeededRandom } from './seededRandom';
import type { WalletPurses } from './walletPurses';

/** Inscribes a collection's items to its first collectors and declares them in collection_items. */
export async function launchCollection(
  db: Database,
  purses: WalletPurses,
  studio: DemoWallet,
  traders: readonly DemoWallet[],
  collection: SeedCollection,
  random: SeededRandom,
  scale: SeedScale,
): Promise<Inscribed[]> {
  // A few wallets mint most of a collection, so each has whales and a long tail of holders.
  const collectors = traders.map((wallet, rank) => [wallet, 1 / (1 + ((rank + random.below(3)) % 7))] as const);
  const pieces = Array.from({ length: itemCount(collection, scale) }, (_, index) => collection.make(random, index + 1));
  const orders: InscriptionOrder[] = pieces.map((piece) => ({
    contentType: piece.contentType,
    body: piece.body,
    receiver: random.weighted(collectors),
  }));
  const inscribed = await inscribeAll(purses, studio, orders);
  await db.insert(collectionItems).values(
    inscribed.map(({ inscriptionId }, index) => ({
      inscriptionId,
      collectionId: collection.id,
      name: `${collection.itemName} #${index + 1}`,
      attributes: pieces[index]?.attributes ?? [],
    })),
  );
  const first = inscribed[0];
  if (first !== undefined)
    await db
      .update(collections)
      .set({ coverUrl: `/content/${first.inscriptionId}` })
      .where(eq(collections.id, collection.id));
  return inscribed;
}
