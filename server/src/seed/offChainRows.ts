import type { Database } from '../db/database';
import { banners, mintWhitelist, mints, recommendedCollections } from '../db/schema';
import type { DemoWallet } from './demoWallet';
import { daySeconds } from './historyClock';
import { launchpadMintFigures, seedCollections } from './marketCatalog';
import type { SeedScale } from './seedMarket';

/** Launchpad, home banners and recommendations: the rows a curator would write, not the chain. */
export async function writeOffChainRows(
  db: Database,
  nowSeconds: number,
  scale: SeedScale,
  covers: ReadonlyMap<string, { name: string; coverUrl: string }>,
  whitelisted: readonly DemoWallet[],
): Promise<void> {
  const featured = ['bitcoin-blocks', 'sat-punks', 'mempool-motion', 'taproot-frogs'];
  await db.insert(banners).values(
    featured.map((id, sort) => ({
      positionId: 'home-banner',
      imageUrl: covers.get(id)?.coverUrl ?? '',
      linkUrl: `/collections/${id}`,
      title: covers.get(id)?.name ?? id,
      sort,
    })),
  );
  await db
    .insert(recommendedCollections)
    .values(
      ['sat-punks', 'bitcoin-blocks', 'taproot-frogs', 'hashrate-waves', 'block-haiku', 'pixel-robots'].map(
        (collectionId, sort) => ({ collectionId, sort }),
      ),
    );
  // A mint's supply and minted count come from its collection in the catalog, so the two never disagree.
  const launchpadOf = (collectionId: string) => {
    const collection = seedCollections.find((entry) => entry.id === collectionId);
    if (collection?.launchpad === undefined) throw new Error(`the catalog gives ${collectionId} no launchpad mint`);
    return { collectionId, ...launchpadMintFigures(collection, scale) };
  };
  // One mint open to everyone now, one still in its whitelist phase with the public window days away, and one where
  // each minter stacks a choice of the collection's parts (a recursive inscription; a combination mints once).
  await db.insert(mints).values([
    {
      id: 'satoshi-shapes-mint',
      ...launchpadOf('satoshi-shapes'),
      publicStartAtSec: nowSeconds - 2 * daySeconds,
      publicEndAtSec: nowSeconds + 5 * daySeconds,
      mintPriceSats: 150_000n,
      serviceFeeSats: 2_000n,
      maxMintNum: 5,
      inscriptionItems: [{ name: 'Satoshi Shapes', content_type: 'image/svg+xml' }],
    },
    {
      id: 'rune-rain-mint',
      ...launchpadOf('rune-rain'),
      whiteListStartAtSec: nowSeconds - daySeconds,
      whiteListEndAtSec: nowSeconds + daySeconds,
      publicStartAtSec: nowSeconds + 2 * daySeconds,
      publicEndAtSec: nowSeconds + 9 * daySeconds,
      mintPriceSats: 90_000n,
      maxMintNum: 3,
      inscriptionItems: [{ name: 'Rune Rain', content_type: 'text/html;charset=utf-8' }],
    },
    {
      id: 'ordinal-circles-mint',
      ...launchpadOf('ordinal-circles'),
      publicStartAtSec: nowSeconds - daySeconds,
      publicEndAtSec: nowSeconds + 14 * daySeconds,
      mintPriceSats: 20_000n,
      serviceFeeSats: 1_000n,
      maxMintNum: 3,
      inscriptionItems: [{ name: 'Circle Stack', content_type: 'text/html;charset=utf-8' }],
    },
  ]);
  await db
    .insert(mintWhitelist)
    .values(whitelisted.map((wallet) => ({ mintId: 'rune-rain-mint', address: wallet.address, maxMintNum: 2 })));
}
