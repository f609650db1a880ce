import { chargedFee, type FeeOutput } from '@ordmarket/protocol';
import type { Database } from '../db/database';
import { activity, listings } from '../db/schema';
import { listingRoyalty, type RoyaltyTerms } from '../market/nft/listingRoyalty';
import { buyListing } from './buyListing';
import type { DemoWallet } from './demoWallet';
import { driftedPrice, historyDays } from './historyClock';
import { seedCollections, type SeedCollection } from './marketCatalog';
import type { SeededRandom } from './seededRandom';
import { signListing } from './sellerListing';
import type { InscriptionPlace, WalletPurses } from './walletPurses';

/** A collection item the seeder follows through history: where it is and who holds it. */
export interface Item {
  readonly inscriptionId: string;
  readonly collection: SeedCollection;
  place: InscriptionPlace;
}

/** The royalty terms the seeded collection row carries: its basis points, paid to the studio when it has any. */
export const seededRoyalty = (collection: SeedCollection, studioAddress: string): RoyaltyTerms => ({
  royaltyFeeBps: collection.royaltyBps,
  royaltyAddress: collection.royaltyBps > 0 ? studioAddress : null,
});

/** The owner lists, the buyer takes it: a listing row pending on the purchase the indexer will settle. */
export async function sellItem(
  db: Database,
  purses: WalletPurses,
  item: Item,
  buyer: DemoWallet,
  price: bigint,
  time: number,
  studioAddress: string,
): Promise<InscriptionPlace> {
  const seller = item.place.owner;
  const signed = signListing(item.place, price);
  const terms = seededRoyalty(item.collection, studioAddress);
  const royaltyFeeSats = listingRoyalty(price, terms);
  // Charged as a purchase through the market charges it: only when it reaches the address's dust limit.
  const royalty: FeeOutput | undefined = chargedFee(royaltyFeeSats, terms.royaltyAddress, 'devnet');
  const bought = await buyListing(purses, buyer, signed, royalty);
  const listedAt = new Date((time - 3600) * 1000);
  await db.insert(listings).values({
    inscriptionId: item.inscriptionId,
    collectionId: item.collection.id,
    sellerAddress: seller.address,
    sellerPaymentAddress: seller.address,
    priceSats: price,
    sellerPsbt: signed.psbt,
    txid: item.place.txid,
    vout: item.place.vout,
    status: 'selling',
    buyerAddress: buyer.address,
    purchaseTxid: bought.txid,
    royaltyFeeSats,
    createdAt: listedAt,
    updatedAt: new Date(time * 1000),
  });
  await db.insert(activity).values({
    kind: 'list',
    inscriptionId: item.inscriptionId,
    collectionId: item.collection.id,
    fromAddress: seller.address,
    priceSats: price,
    occurredAt: listedAt,
  });
  return bought.place;
}

/**
 * What is on sale when the newcomer arrives: 20-40% of the hot collections, fewer of the others. Each listing owes
 * its collection's royalty to the studio, as a listing made through the market would.
 */
export async function listForSale(
  db: Database,
  items: readonly Item[],
  studioAddress: string,
  times: { readonly lastBlockTime: number; readonly now: number },
  random: SeededRandom,
): Promise<number> {
  const { lastBlockTime, now } = times;
  const rows: Array<typeof listings.$inferInsert> = [];
  const listed: Array<typeof activity.$inferInsert> = [];
  const weeks = historyDays / 7;
  for (const collection of seedCollections) {
    const share = collection.trend > 0.1 ? 0.2 + random.next() * 0.2 : 0.05 + random.next() * 0.1;
    const level = driftedPrice(collection.floorSats, collection.trend, weeks);
    for (const item of items) {
      if (item.collection !== collection || !random.chance(share)) continue;
      // Most asks sit near the floor, a few dream far above it.
      const markup = random.chance(0.15) ? 150 + random.below(250) : 95 + random.below(40);
      const price = (level * BigInt(markup)) / 100n;
      const signed = signListing(item.place, price);
      const listedAt = new Date(random.between(lastBlockTime, now) * 1000);
      rows.push({
        inscriptionId: item.inscriptionId,
        collectionId: collection.id,
        sellerAddress: item.place.owner.address,
        sellerPaymentAddress: item.place.owner.address,
        priceSats: price,
        sellerPsbt: signed.psbt,
        txid: item.place.txid,
        vout: item.place.vout,
        royaltyFeeSats: listingRoyalty(price, seededRoyalty(collection, studioAddress)),
        status: 'on_list',
        createdAt: listedAt,
        updatedAt: listedAt,
      });
      listed.push({
        kind: 'list',
        inscriptionId: item.inscriptionId,
        collectionId: collection.id,
        fromAddress: item.place.owner.address,
        priceSats: price,
        occurredAt: listedAt,
      });
    }
  }
  for (let at = 0; at < rows.length; at += 500) {
    await db.insert(listings).values(rows.slice(at, at + 500));
    await db.insert(activity).values(listed.slice(at, at + 500));
  }
  return rows.length;
}
