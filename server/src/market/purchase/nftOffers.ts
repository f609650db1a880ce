import { chargedFee, parseAddress, type NetworkName } from '@ordmarket/protocol';
import { eq, inArray } from 'drizzle-orm';
import { collections, inscriptions, listings } from '../../db/schema';
import { announceOffers, listingOnFeed } from '../../realtime/offerFeed';
import { delistListing } from '../nft/delistForSale';
import { orderNotFound } from '../nft/orderView';
import { inOrderAsked, type Offer, type OfferMarket } from './offers';
import { refusePurchase } from './tradeRefusals';

type Listing = typeof listings.$inferSelect;

const toOffer = (row: Listing): Offer => ({
  id: row.id,
  inscriptionId: row.inscriptionId,
  sellerAddress: row.sellerAddress,
  priceSats: row.priceSats,
  sellerPsbt: row.sellerPsbt,
  status: row.status,
  listedOutput: { txid: row.txid, vout: row.vout },
  purchaseId: row.purchaseId,
  paidTxid: row.purchaseTxid,
  royaltySats: row.royaltyFeeSats,
  collectionId: row.collectionId,
});

/** The NFT market's listings as buying sees them. */
export function nftOffers(network: NetworkName): OfferMarket {
  return {
    market: 'nft',
    lock: async (tx, ids, mode = 'lock') => {
      const query = tx
        .select()
        .from(listings)
        .where(inArray(listings.id, [...ids]));
      const rows = mode === 'lock' ? await query.for('update') : await query;
      return inOrderAsked(rows, ids, orderNotFound).map(toOffer);
    },
    location: async (tx, offer) => {
      const [inscription] = await tx
        .select()
        .from(inscriptions)
        .where(eq(inscriptions.inscriptionId, offer.inscriptionId));
      const { listedOutput } = offer;
      if (inscription?.txid !== listedOutput.txid || inscription.vout !== listedOutput.vout) return undefined;
      const { txid, vout, value, offset } = inscription;
      return { txid, vout, value, offset, script: parseAddress(inscription.ownerAddress, network).outputScript };
    },
    royalty: async (tx, offers) => {
      const owed = offers.filter((offer) => offer.royaltySats > 0n && offer.collectionId !== null);
      const ids = [...new Set(owed.map((offer) => offer.collectionId ?? ''))];
      if (ids.length === 0) return undefined;
      if (ids.length > 1)
        throw refusePurchase('These inscriptions pay royalties to different creators; buy them separately.');
      const [collection] = await tx
        .select()
        .from(collections)
        .where(eq(collections.id, ids[0] ?? ''));
      const sats = owed.reduce((sum, offer) => sum + offer.royaltySats, 0n);
      return chargedFee(sats, collection?.royaltyAddress, network);
    },
    hold: async (tx, ids, purchaseId, buyer) => {
      const held = await tx
        .update(listings)
        .set({ status: 'selling', buyerAddress: buyer, purchaseId, purchaseTxid: null, updatedAt: new Date() })
        .where(inArray(listings.id, [...ids]))
        .returning();
      await announceOffers(tx, 'pending', held.map(listingOnFeed));
    },
    markPaid: async (tx, purchaseId, txid) => {
      const paid = await tx
        .update(listings)
        .set({ purchaseTxid: txid, updatedAt: new Date() })
        .where(eq(listings.purchaseId, purchaseId))
        .returning();
      // Still pending, now paid by a transaction the chain has: the buyer's pages show it waiting for a block.
      await announceOffers(tx, 'pending', paid.map(listingOnFeed));
    },
    delist: async (tx, offer) => {
      const [row] = await tx.select().from(listings).where(eq(listings.id, offer.id));
      if (row) await delistListing(tx, row);
    },
  };
}
