import type { Logger } from 'pino';
import { bytesToHex } from '@ordmarket/protocol';
import type { Devnet } from '../chain/devnet/Devnet';
import type { Database } from '../db/database';
import { brc20Ticks, collections, demoWallets } from '../db/schema';
import type { Indexer } from '../indexer/Indexer';
import { brc20History } from './brc20History';
import { demoWallets as deriveWallets } from './demoWallet';
import { fundWallets } from './fundWallets';
import { historyClock, historyDays, driftedPrice } from './historyClock';
import { launchCollection } from './launchCollection';
import { seedCollections } from './marketCatalog';
import { writeLaunchpadItems } from './launchpadItems';
import { writeOffChainRows } from './offChainRows';
import { seededRandom } from './seededRandom';
import { listForSale, seededRoyalty, sellItem, type Item } from './tradeHistory';
import { walletPurses } from './walletPurses';

export type SeedScale = 'full' | 'small';

export interface SeedCounts {
  wallets: number;
  collections: number;
  inscriptions: number;
  sales: number;
  listings: number;
  ticks: number;
  brc20Mints: number;
  brc20Sales: number;
  brc20Listings: number;
  blocks: number;
}

const walletCount = 12;
const weekSeconds = 7 * 86_400;

/** Everything one seeding run writes, in block order: a new market with weeks of history. */
export async function seedMarket(
  db: Database,
  devnet: Devnet,
  indexer: Indexer,
  log: Logger,
  seed: string,
  scale: SeedScale,
): Promise<SeedCounts> {
  const started = Date.now();
  const now = Math.floor(started / 1000);
  const random = seededRandom(`ordmarket market/${seed}`);
  const wallets = deriveWallets(seed, walletCount);
  const [studio, ...traders] = wallets;
  if (studio === undefined) throw new Error('the market needs its studio wallet');
  const purses = walletPurses(devnet, wallets);
  const slots = scale === 'full' ? 40 : 16;
  const at = historyClock(now, historyDays, slots);
  const counts: SeedCounts = {
    wallets: wallets.length,
    collections: 0,
    inscriptions: 0,
    sales: 0,
    listings: 0,
    ticks: 0,
    brc20Mints: 0,
    brc20Sales: 0,
    brc20Listings: 0,
    blocks: 0,
  };
  const progress = (step: string) => {
    log.info({ ...counts, elapsedMs: Date.now() - started }, `seeding the market: ${step}`);
  };
  const mineAndIndex = async (slot: number) => {
    await devnet.mine(1, { timestamp: at(slot) });
    counts.blocks += 1;
    await indexer.syncToTip();
  };

  await db.insert(demoWallets).values(
    wallets.map((wallet) => ({
      walletIndex: wallet.index,
      name: wallet.name,
      address: wallet.address,
      publicKey: bytesToHex(wallet.publicKey),
      privateKey: bytesToHex(wallet.privateKey),
    })),
  );
  await fundWallets(devnet, purses, studio, traders, at(0));
  counts.blocks += 1;
  await db.insert(collections).values(
    seedCollections.map((collection) => ({
      id: collection.id,
      name: collection.name,
      description: collection.description,
      supply: collection.supply,
      creatorAddress: studio.address,
      ...seededRoyalty(collection, studio.address),
      twitterUrl: `https://x.com/${collection.id.replaceAll('-', '')}`,
      createdAt: new Date(at(0) * 1000),
    })),
  );
  counts.collections = seedCollections.length;
  await indexer.syncToTip();
  progress('wallets funded');

  const items: Item[] = [];
  const launched = new Map<string, number>();
  const ticks = brc20History(random.fork('brc20'), traders, scale, slots - 1);
  const tradeRandom = random.fork('trades');
  for (let slot = 1; slot < slots; slot += 1) {
    const collection = seedCollections[slot - 1];
    if (collection !== undefined) {
      const made = await launchCollection(db, purses, studio, traders, collection, random.fork(collection.id), scale);
      items.push(...made.map(({ inscriptionId, place }) => ({ inscriptionId, collection, place })));
      launched.set(collection.id, slot);
      counts.inscriptions += made.length;
    }
    counts.brc20Mints += await ticks.inscribe(purses, studio, slot);
    const ready = items.filter((item) => (launched.get(item.collection.id) ?? slots) < slot);
    const salesNow = scale === 'full' ? tradeRandom.between(6, 14) : tradeRandom.between(1, 2);
    const busy = new Set<string>();
    for (let sale = 0; sale < salesNow && ready.length > 0; sale += 1) {
      const item = tradeRandom.pick(ready);
      if (busy.has(item.inscriptionId)) continue;
      const buyer = tradeRandom.pick(traders.filter((wallet) => wallet !== item.place.owner));
      const weeks = (at(slot) - at(0)) / weekSeconds;
      const level = driftedPrice(item.collection.floorSats, item.collection.trend, weeks);
      const price = (level * BigInt(100 + tradeRandom.below(60))) / 100n;
      item.place = await sellItem(db, purses, item, buyer, price, at(slot), studio.address);
      busy.add(item.inscriptionId);
      counts.sales += 1;
    }
    counts.brc20Sales += await ticks.trade(db, purses, slot, at(slot), tradeRandom);
    await mineAndIndex(slot);
    if (slot % 8 === 0) progress(`history block ${slot} of ${slots - 1}`);
  }
  progress('history mined');

  counts.ticks = await db.$count(brc20Ticks);
  counts.listings = await listForSale(
    db,
    items,
    studio.address,
    { lastBlockTime: at(slots - 1), now },
    random.fork('listings'),
  );
  counts.brc20Listings = await ticks.listOpen(db, at(slots - 1), random.fork('brc20 listings'));
  const covers = new Map(
    (
      await db.select({ id: collections.id, name: collections.name, coverUrl: collections.coverUrl }).from(collections)
    ).map((row) => [row.id, row]),
  );
  await writeOffChainRows(db, now, scale, covers, traders.slice(0, 5));
  await writeLaunchpadItems(db, random.fork('launchpad'));
  progress('done');
  return counts;
}
